// A message from the support form.
import * as z from 'zod'
import { SUPPORT_SUBJECTS, type SupportSubject } from '../domain/support-subjects'
import { emailAddress } from './auth'
import { E } from './error-codes'
import { multiLine, singleLine } from './text'

export type { SupportSubject }

/** The longest each field may be: the form stops typing there too. */
export const SUPPORT_FIELD_LENGTH = { name: 100, email: 200, message: 5000, orderNumber: 64 }

const most = SUPPORT_FIELD_LENGTH
export const supportMessageSchema = z
  .object({
    name: singleLine(most.name, { label: 'Name', required: E.SUPPORT_REQUIRED }),
    email: singleLine(most.email, { label: 'Email', required: E.SUPPORT_REQUIRED }).pipe(
      emailAddress(),
    ),
    subject: z.enum(SUPPORT_SUBJECTS, { error: E.SUPPORT_REQUIRED }),
    message: multiLine(most.message, { label: 'Message', required: E.SUPPORT_REQUIRED }),
    orderNumber: singleLine(most.orderNumber, { label: 'Order number' }).optional(),
  })
  .strict()
export type SupportMessageInput = z.infer<typeof supportMessageSchema>
