// The admin lists' queries: a page at a time (newest first, `cursor` from the last page's
// meta.nextCursor), with each list's search and filters; and the products' bulk delete.
import * as z from 'zod'
import { ORDER_STATUSES } from '../domain/order-status'
import { E } from './error-codes'
import { singleLine } from './text'

/** Rows per page unless asked otherwise, and the most one page may hold. */
export const ADMIN_PAGE_SIZE = 50
export const MAX_ADMIN_PAGE_SIZE = 200

export const adminPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
})
export type AdminPageQuery = z.infer<typeof adminPageSchema>

const searchText = singleLine(200, { label: 'Search' }).optional()

/** Users (name or e-mail), subscribers (e-mail), support messages (name, e-mail or subject) and
 * the e-mail outbox (recipient or subject): one text. */
export const adminSearchSchema = adminPageSchema.extend({ search: searchText })
export type AdminSearchQuery = z.infer<typeof adminSearchSchema>

/** The orders tab: status, Baghdad calendar days from and to (both included), and the customer
 * (first or last name, phone, e-mail) or order id. */
/** A filter's calendar day: years 2000 to 2999 (9999-12-31 has no next day to count up to). */
const filterDate = z.iso
  .date()
  .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { message: E.FILTER_DATE_INVALID })

export const orderListQuerySchema = adminPageSchema
  .extend({
    status: z.enum(ORDER_STATUSES).optional(),
    dateFrom: filterDate.optional(),
    dateTo: filterDate.optional(),
    customer: searchText,
  })
  // A range that ends before it starts matches nothing: said, rather than answered with no orders.
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: E.FILTER_DATE_RANGE,
    path: ['dateTo'],
  })
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

/** DELETE /api/products: the products selected in the dashboard, deleted in one request. */
export const bulkProductDeleteSchema = z
  .object({ productIds: z.array(z.number().int().positive()).min(1).max(500) })
  .strict()
