// Profile updates and the admin's password reset.
import { z } from 'zod'
import { currentPasswordField, emailSchema, passwordSchema } from './auth'
import { MSG } from './messages'

export const ROLES = ['admin', 'customer'] as const
export type Role = (typeof ROLES)[number]

export const userUpdateSchema = z
  .object({
    email: emailSchema(MSG.registerRequired).optional(),
    firstName: z.string().trim().min(1, MSG.registerRequired).max(100).optional(),
    lastName: z.string().trim().min(1, MSG.registerRequired).max(100).optional(),
    phone: z.string().trim().max(20).optional(),
    role: z.enum(ROLES).optional(),
    // Asked when a user changes their own e-mail: a borrowed session cannot take the account.
    currentPassword: currentPasswordField,
  })
  .strict()
export type UserUpdate = z.infer<typeof userUpdateSchema>

export const resetPasswordSchema = z.object({ password: passwordSchema }).strict()
