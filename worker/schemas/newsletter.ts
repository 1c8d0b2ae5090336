// The footer's newsletter sign-up and the admins' export.
import * as z from 'zod'
import { emailSchema } from './auth'
import { E } from './error-codes'

export const newsletterSchema = z.object({ email: emailSchema(E.EMAIL_REQUIRED) }).strict()
export type NewsletterInput = z.infer<typeof newsletterSchema>

export const exportQuerySchema = z.object({ format: z.enum(['csv', 'json']).default('csv') })
