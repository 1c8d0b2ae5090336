// Path parameter schemas shared by routes.
import { z } from 'zod'

export const numericId = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id'),
})
