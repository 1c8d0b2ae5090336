// "Tell me when it is back": the product, and the address to write to (a signed-in shopper's is
// their account's, so they may leave it out).
import { z } from 'zod'
import { emailSchema } from './auth'
import { E } from './error-codes'

export const stockAlertSchema = z
  .object({
    productId: z.number({ error: E.INVALID_ID }).int(E.INVALID_ID).positive(E.INVALID_ID),
    email: emailSchema(E.EMAIL_REQUIRED).optional(),
  })
  .strict()
export type StockAlertInput = z.infer<typeof stockAlertSchema>
