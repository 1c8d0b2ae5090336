// Path parameter schemas shared by routes.
import * as z from 'zod'
import { E } from '../schemas/error-codes'

export const numericId = z.object({
  id: z.coerce.number({ error: E.INVALID_ID }).int(E.INVALID_ID).positive(E.INVALID_ID),
})
