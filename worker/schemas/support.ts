// A message from the support form.
import { z } from 'zod'
import { MSG } from './messages'

export const SUPPORT_SUBJECTS = [
  'product-inquiry',
  'order-support',
  'technical-help',
  'warranty-claim',
  'return-exchange',
  'general-question',
] as const
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number]

const SUPPORT_REQUIRED = 'Name, email, subject and message are required'
const required = (max: number) => z.string({ error: SUPPORT_REQUIRED }).trim().min(1, SUPPORT_REQUIRED).max(max)

export const supportMessageSchema = z
  .object({
    name: required(100),
    email: required(200).pipe(z.email({ error: MSG.emailInvalid })),
    subject: z.enum(SUPPORT_SUBJECTS, { error: SUPPORT_REQUIRED }),
    message: required(5000),
    orderNumber: z.string().trim().max(64).optional(),
  })
  .strict()
export type SupportMessageInput = z.infer<typeof supportMessageSchema>
