// Sign-in and registration inputs.
import * as z from 'zod'
import { EMAIL_PATTERN } from '../domain/email-address'
import { LANGUAGE_PARAM } from '../domain/language'
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../domain/password-rules'
import { E, type ErrorCode } from './error-codes'
import { singleLine } from './text'

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254

/** A well-formed address (domain/email-address: the web checks the same pattern). */
export const emailAddress = () => z.email({ pattern: EMAIL_PATTERN, error: E.EMAIL_INVALID })

export const emailSchema = (required: ErrorCode) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, E.EMAIL_TOO_LONG)
    .pipe(emailAddress())
    .transform((e) => e.toLowerCase())

const PASSWORD_MESSAGES = {
  tooShort: E.PASSWORD_TOO_SHORT,
  tooLong: E.PASSWORD_TOO_LONG,
  common: E.PASSWORD_COMMON,
} as const

/** A new password: the rules of domain/password-rules with the spec's messages. */
export const passwordSchema = z
  .string({ error: E.PASSWORD_TOO_SHORT })
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password)
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] })
  })

/** A password being checked, not chosen: only the length cap applies. */
const enteredPassword = (required: ErrorCode) =>
  z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, E.PASSWORD_TOO_LONG)

/** A person's name or phone on their account: one line of plain text. */
export const nameField = (label: string) =>
  singleLine(100, { label, required: E.REGISTER_REQUIRED })
export const accountPhoneField = singleLine(20, { label: 'Phone' })

export const loginSchema = z
  .object({
    email: z
      .string({ error: E.LOGIN_REQUIRED })
      .trim()
      .min(1, E.LOGIN_REQUIRED)
      .max(MAX_EMAIL_LENGTH, E.EMAIL_TOO_LONG)
      .transform((e) => e.toLowerCase()),
    password: enteredPassword(E.LOGIN_REQUIRED),
  })
  .strict()
export type LoginInput = z.infer<typeof loginSchema>

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword(E.CURRENT_PASSWORD_REQUIRED),
    newPassword: passwordSchema,
  })
  .strict()

/** Profile changes that need the current password when one changes one's own e-mail. */
export const currentPasswordField = enteredPassword(E.CURRENT_PASSWORD_REQUIRED).optional()

export const registerSchema = z
  .object({
    email: emailSchema(E.REGISTER_REQUIRED),
    password: z
      .string({ error: E.REGISTER_REQUIRED })
      .min(1, E.REGISTER_REQUIRED)
      .pipe(passwordSchema),
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    phone: accountPhoneField.optional().default(''),
  })
  .strict()
export type RegisterInput = z.infer<typeof registerSchema>

/** The language a message's link names, which the page it opens is written in; one the shop does
 * not speak leaves the page in the visitor's (routes/first-view.ts), never the link refused. */
export const linkLanguageField = { [LANGUAGE_PARAM]: z.string().max(16).optional() }

/** The query of an account's e-mail verification link. */
export const verifyEmailLinkSchema = z
  .object({
    user: z.coerce.number().int(E.INVALID_ID).positive(E.INVALID_ID),
    key: z.string().regex(/^[0-9a-f]{32}$/, E.INVALID_REQUEST),
    ...linkLanguageField,
  })
  .strict()
