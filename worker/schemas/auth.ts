// Sign-in and registration inputs.
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH, MSG } from './messages'

export const emailSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email({ error: MSG.emailInvalid }))
    .transform((e) => e.toLowerCase())

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
  .max(200)

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100)

export const loginSchema = z
  .object({
    email: z
      .string({ error: MSG.loginRequired })
      .trim()
      .min(1, MSG.loginRequired)
      .transform((e) => e.toLowerCase()),
    password: z.string({ error: MSG.loginRequired }).min(1, MSG.loginRequired),
  })
  .strict()
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z
  .object({
    email: emailSchema(MSG.registerRequired),
    password: z
      .string({ error: MSG.registerRequired })
      .min(1, MSG.registerRequired)
      .pipe(passwordSchema),
    firstName: required(MSG.registerRequired),
    lastName: required(MSG.registerRequired),
    phone: z.string().trim().max(20).optional().default(''),
  })
  .strict()
export type RegisterInput = z.infer<typeof registerSchema>
