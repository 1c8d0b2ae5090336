// A message from the support form.
import * as z from 'zod'
import { SUPPORT_SUBJECTS, type SupportSubject } from '../domain/support-subjects'
import { emailAddress } from './auth'
import { E } from './error-codes'
import { multiLine, singleLine } from './text'

export type { SupportSubject }

export const supportMessageSchema = z
  .object({
    name: singleLine(100, { label: 'Name', required: E.SUPPORT_REQUIRED }),
    email: singleLine(200, { label: 'Email', required: E.SUPPORT_REQUIRED }).pipe(emailAddress()),
    subject: z.enum(SUPPORT_SUBJECTS, { error: E.SUPPORT_REQUIRED }),
    message: multiLine(5000, { label: 'Message', required: E.SUPPORT_REQUIRED }),
    orderNumber: singleLine(64, { label: 'Order number' }).optional(),
  })
  .strict()
export type SupportMessageInput = z.infer<typeof supportMessageSchema>
