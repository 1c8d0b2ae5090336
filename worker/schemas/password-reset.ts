// "Forgot password" and the reset link's new password.
import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { MSG } from './messages'

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.'

export const forgotPasswordSchema = z.object({ email: emailSchema(MSG.emailRequired) }).strict()
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetWithTokenSchema = z
  .object({
    token: z
      .string({ error: INVALID_RESET_LINK })
      .min(1, INVALID_RESET_LINK)
      .max(200, INVALID_RESET_LINK),
    password: passwordSchema,
  })
  .strict()
export type ResetWithTokenInput = z.infer<typeof resetWithTokenSchema>
