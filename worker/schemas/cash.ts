// The Cash view's inputs (GET /api/admin/cash and its actions) and the refused-phones lookup.
import * as z from 'zod'
import { COURIER_IDS, HAND } from '../domain/couriers'
import { iraqiMobile } from '../domain/iraq-address'
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from './admin-list'
import { E } from './error-codes'

const orderId = z.string().regex(/^ORD\d{13}[0-9A-Z]{5}$/, E.INVALID_ID)

/** A page's last row, as the next page asks for it: "<delivered at>~<order id>". */
const cursor = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    const [deliveredAt = '', id = ''] = text.split('~')
    if (z.iso.datetime().safeParse(deliveredAt).success && orderId.safeParse(id).success)
      return { deliveredAt, orderId: id }
    ctx.addIssue({ code: 'custom', message: E.INVALID_REQUEST })
    return z.NEVER
  })

export const cashCursorOf = (row: { deliveredAt: string; orderId: string }) =>
  `${row.deliveredAt}~${row.orderId}`

/** The ledger's filters: one courier (or cash by hand), settled or not. */
export const cashQuerySchema = z
  .object({
    courier: z.enum([...COURIER_IDS, HAND]).optional(),
    settled: z.enum(['yes', 'no']).optional(),
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  })
  .strict()
export type CashQuery = z.infer<typeof cashQuerySchema>

/** "Record cash received": the delivered parcels whose cash the owner has in hand. */
export const cashRecordSchema = z
  .object({ orderIds: z.array(orderId).min(1, E.NO_ORDERS_SELECTED).max(40) })
  .strict()

export const cashDifferenceParam = z.object({
  id: z.coerce.number({ error: E.INVALID_ID }).int().positive(),
})

/** A customer's phone however the owner types it, as orders keep it ("+964 7XX XXX XXXX"). */
const phone = z
  .string()
  .max(30)
  .transform((typed, ctx) => {
    const mobile = iraqiMobile(typed)
    if (mobile) return mobile
    ctx.addIssue({ code: 'custom', message: E.PHONE_IRAQI_INVALID })
    return z.NEVER
  })

export const refusalQuerySchema = z.object({ phone }).strict()
export const refusalParamSchema = z.object({ phone })
