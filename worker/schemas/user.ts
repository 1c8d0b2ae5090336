// Profile updates and the admin's password reset.
import * as z from 'zod'
import {
  accountPhoneField,
  currentPasswordField,
  emailSchema,
  nameField,
  passwordSchema,
} from './auth'
import { E } from './error-codes'

export const ROLES = ['admin', 'customer'] as const
export type Role = (typeof ROLES)[number]

export const userUpdateSchema = z
  .object({
    email: emailSchema(E.REGISTER_REQUIRED).optional(),
    firstName: nameField('First name').optional(),
    lastName: nameField('Last name').optional(),
    phone: accountPhoneField.optional(),
    role: z.enum(ROLES).optional(),
    // Asked when a user changes their own e-mail: a borrowed session cannot take the account.
    currentPassword: currentPasswordField,
  })
  .strict()
export type UserUpdate = z.infer<typeof userUpdateSchema>

export const resetPasswordSchema = z.object({ password: passwordSchema }).strict()
