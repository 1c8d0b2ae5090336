// How many rows an admin list returns.
import { z } from 'zod'

export const listLimitSchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
