// "Forgot password" and the reset link's new password.
import * as z from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { E } from './error-codes'

export const forgotPasswordSchema = z.object({ email: emailSchema(E.EMAIL_REQUIRED) }).strict()
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetWithTokenSchema = z
  .object({
    token: z
      .string({ error: E.RESET_LINK_INVALID })
      .min(1, E.RESET_LINK_INVALID)
      .max(200, E.RESET_LINK_INVALID),
    password: passwordSchema,
  })
  .strict()
export type ResetWithTokenInput = z.infer<typeof resetWithTokenSchema>
