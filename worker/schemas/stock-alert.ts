// "Tell me when it is back": the product, and the address to write to (a signed-in shopper's is
// their account's, so they may leave it out).
import * as z from 'zod'
import { emailSchema, linkLanguageField } from './auth'
import { E } from './error-codes'

export const stockAlertSchema = z
  .object({
    productId: z.number({ error: E.INVALID_ID }).int(E.INVALID_ID).positive(E.INVALID_ID),
    email: emailSchema(E.EMAIL_REQUIRED).optional(),
  })
  .strict()
export type StockAlertInput = z.infer<typeof stockAlertSchema>

/** The query of a back-in-stock e-mail's signed link (confirm: with the product). */
export const stockAlertLinkSchema = z
  .object({
    email: emailSchema(E.EMAIL_REQUIRED),
    product: z.coerce.number().int(E.INVALID_ID).positive(E.INVALID_ID).optional(),
    key: z.string().regex(/^[0-9a-f]{32}$/, E.INVALID_REQUEST),
    ...linkLanguageField,
  })
  .strict()
