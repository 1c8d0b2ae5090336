// Sign-in and registration inputs.
import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../domain/password-rules'
import { MSG } from './messages'
import { singleLine } from './text'

export const emailSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email({ error: MSG.emailInvalid }))
    .transform((e) => e.toLowerCase())

const PASSWORD_MESSAGES = {
  tooShort: MSG.passwordTooShort,
  tooLong: MSG.passwordTooLong,
  common: MSG.passwordCommon,
} as const

/** A new password: the rules of domain/password-rules with the spec's messages. */
export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password)
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] })
  })

/** A password being checked, not chosen: only the length cap applies. */
const enteredPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, MSG.passwordTooLong)

/** A person's name or phone on their account: one line of plain text. */
export const nameField = (label: string) =>
  singleLine(100, { label, required: MSG.registerRequired })
export const accountPhoneField = singleLine(20, { label: 'Phone' })

export const loginSchema = z
  .object({
    email: z
      .string({ error: MSG.loginRequired })
      .trim()
      .min(1, MSG.loginRequired)
      .transform((e) => e.toLowerCase()),
    password: enteredPassword(MSG.loginRequired),
  })
  .strict()
export type LoginInput = z.infer<typeof loginSchema>

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword(MSG.currentPasswordRequired),
    newPassword: passwordSchema,
  })
  .strict()

/** Profile changes that need the current password when one changes one's own e-mail. */
export const currentPasswordField = enteredPassword(MSG.currentPasswordRequired).optional()

export const registerSchema = z
  .object({
    email: emailSchema(MSG.registerRequired),
    password: z
      .string({ error: MSG.registerRequired })
      .min(1, MSG.registerRequired)
      .pipe(passwordSchema),
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    phone: accountPhoneField.optional().default(''),
  })
  .strict()
export type RegisterInput = z.infer<typeof registerSchema>
