// A customer's review of a product.
import * as z from 'zod'
import { E } from './error-codes'
import { multiLine } from './text'

export const reviewCreateSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
    rating: z.coerce
      .number({ error: E.RATING_RANGE })
      .int(E.RATING_RANGE)
      .min(1, E.RATING_RANGE)
      .max(5, E.RATING_RANGE)
      .default(5),
    comment: multiLine(2000, { label: 'Comment', required: E.COMMENT_REQUIRED }),
    // Sent by the old client; the server takes both from the session.
    userId: z.unknown().optional(),
    userName: z.unknown().optional(),
  })
  .strict()
export type ReviewCreate = z.infer<typeof reviewCreateSchema>
