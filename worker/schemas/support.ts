// A message from the support form.
import { z } from 'zod'
import { SUPPORT_SUBJECTS, type SupportSubject } from '../domain/support-subjects'
import { MSG } from './messages'

export type { SupportSubject }

const SUPPORT_REQUIRED = 'Name, email, subject and message are required'
const required = (max: number) =>
  z.string({ error: SUPPORT_REQUIRED }).trim().min(1, SUPPORT_REQUIRED).max(max)

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
