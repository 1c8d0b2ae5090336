// Order inputs: checkout, status changes and the bulk actions.
import * as z from 'zod'
import { ORDER_STATUSES } from '../domain/order-status'
import { GOVERNORATE_IDS, iraqiMobile } from '../domain/iraq-address'
import { cityNamed } from '../domain/iraq-places'
import { PAYMENT_METHOD_IDS } from '../domain/payment-methods'
import { emailAddress, MAX_EMAIL_LENGTH } from './auth'
import { E } from './error-codes'
import { singleLine } from './text'

const field = (label: string, max: number) =>
  singleLine(max, { label, required: E.SHIPPING_REQUIRED })

/** An Iraqi mobile number, kept as "+964 7XX XXX XXXX" whichever way it was typed. */
const mobile = field('Phone', 30).transform((typed, ctx) => {
  const phone = iraqiMobile(typed)
  if (phone) return phone
  ctx.addIssue({ code: 'custom', message: E.PHONE_IRAQI_INVALID })
  return z.NEVER
})

/** Where an order goes, the way Iraqi addresses are given: no street numbers or zip codes, but
 * the governorate, the city or district, the area and the nearest landmark. The city is one of
 * the governorate's (domain/iraq-places), kept as its id; its name in either language is taken
 * too (an order an offline device kept from before). The delivery fee follows the governorate, so
 * a city outside it is refused. */
export const shippingInfoSchema = z
  .object({
    firstName: field('First name', 100),
    lastName: field('Last name', 100),
    email: z.string().trim().max(MAX_EMAIL_LENGTH, E.EMAIL_TOO_LONG).pipe(emailAddress()),
    phone: mobile,
    governorate: z.enum(GOVERNORATE_IDS, { error: E.GOVERNORATE_INVALID }),
    city: field('City', 100),
    area: field('Area', 200),
    landmark: singleLine(200, { label: 'Nearest landmark' }).default(''),
  })
  .strict()
  .transform((shipping, ctx) => {
    const city = cityNamed(shipping.governorate, shipping.city)
    if (city) return { ...shipping, city }
    ctx.addIssue({ code: 'custom', path: ['city'], message: E.CITY_NOT_IN_GOVERNORATE })
    return z.NEVER
  })
export type ShippingInfo = z.infer<typeof shippingInfoSchema>

/** A cart line; the client's name, price and image are ignored and read from D1. */
export const orderItemInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(1000),
  selectedSize: singleLine(20, { label: 'Size' }).nullish(),
})

export const orderCreateSchema = z
  .object({
    items: z.array(orderItemInputSchema, { error: E.CART_EMPTY }).min(1, E.CART_EMPTY).max(100),
    shippingInfo: shippingInfoSchema,
    paymentInfo: z.object({
      method: z.enum(PAYMENT_METHOD_IDS, { error: E.PAYMENT_UNAVAILABLE }),
    }),
    // "Send me updates on WhatsApp" at checkout (docs/messages.md#whatsapp).
    whatsappOptIn: z.boolean().optional(),
    // Sent by the old client; the server uses the session's user and its own totals.
    userId: z.unknown().optional(),
    totals: z.unknown().optional(),
  })
  .strict()
export type OrderCreate = z.infer<typeof orderCreateSchema>
/** An order as a client sends it (defaults not yet applied). */
export type OrderCreateInput = z.input<typeof orderCreateSchema>

/** The confirmation loop's actions (services/order-actions). */
export const ORDER_ACTIONS = ['confirm', 'cancel', 'no-answer'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]
export const orderActionSchema = z.object({ action: z.enum(ORDER_ACTIONS) }).strict()

/** The key of the confirmation link a cash-on-delivery order's SMS carries. */
export const confirmBySmsSchema = z
  .object({ key: z.string().regex(/^[0-9a-f]{32}$/, E.CONFIRM_LINK_INVALID) })
  .strict()

export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES) }).strict()

const orderIds = z.array(z.string().min(1).max(64)).min(1, E.NO_ORDERS_SELECTED).max(500)

export const bulkStatusSchema = z.object({ orderIds, status: z.enum(ORDER_STATUSES) }).strict()
export const bulkDeleteSchema = z.object({ orderIds }).strict()

export const recentOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
