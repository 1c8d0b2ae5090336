// A message from the support form.
import { z } from 'zod'
import { SUPPORT_SUBJECTS, type SupportSubject } from '../domain/support-subjects'
import { MSG } from './messages'
import { multiLine, singleLine } from './text'

export type { SupportSubject }

const SUPPORT_REQUIRED = 'Name, email, subject and message are required'
export const supportMessageSchema = z
  .object({
    name: singleLine(100, { label: 'Name', required: SUPPORT_REQUIRED }),
    email: singleLine(200, { label: 'Email', required: SUPPORT_REQUIRED }).pipe(
      z.email({ error: MSG.emailInvalid }),
    ),
    subject: z.enum(SUPPORT_SUBJECTS, { error: SUPPORT_REQUIRED }),
    message: multiLine(5000, { label: 'Message', required: SUPPORT_REQUIRED }),
    orderNumber: singleLine(64, { label: 'Order number' }).optional(),
  })
  .strict()
export type SupportMessageInput = z.infer<typeof supportMessageSchema>
