// A customer's review of a product.
import { z } from 'zod'
import { multiLine } from './text'

const RATING_RANGE = 'Rating must be between 1 and 5'

export const reviewCreateSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
    rating: z.coerce
      .number({ error: RATING_RANGE })
      .int(RATING_RANGE)
      .min(1, RATING_RANGE)
      .max(5, RATING_RANGE)
      .default(5),
    comment: multiLine(2000, { label: 'Comment', required: 'Comment is required' }),
    // Sent by the old client; the server takes both from the session.
    userId: z.unknown().optional(),
    userName: z.unknown().optional(),
  })
  .strict()
export type ReviewCreate = z.infer<typeof reviewCreateSchema>
