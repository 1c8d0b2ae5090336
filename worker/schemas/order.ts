// Order inputs: checkout, status changes and the bulk actions.
import { z } from 'zod'
import { ORDER_STATUSES } from '../domain/order-status'
import { toLatinDigits } from '../domain/digits'
import { PAYMENT_METHOD_IDS } from '../domain/payment-methods'
import { E } from './error-codes'
import { singleLine } from './text'

const field = (label: string, max: number) =>
  singleLine(max, { label, required: E.SHIPPING_REQUIRED })

export const shippingInfoSchema = z
  .object({
    firstName: field('First name', 100),
    lastName: field('Last name', 100),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: E.EMAIL_INVALID })),
    phone: field('Phone', 30)
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^[+\d\s()-]{6,30}$/, E.PHONE_INVALID)),
    address: field('Address', 300),
    city: field('City', 100),
    state: field('Province', 100),
    zipCode: field('Postal code', 20),
  })
  .strict()
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
    // Sent by the old client; the server uses the session's user and its own totals.
    userId: z.unknown().optional(),
    totals: z.unknown().optional(),
  })
  .strict()
export type OrderCreate = z.infer<typeof orderCreateSchema>

export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES) }).strict()

const orderIds = z.array(z.string().min(1).max(64)).min(1, E.NO_ORDERS_SELECTED).max(500)

export const bulkStatusSchema = z.object({ orderIds, status: z.enum(ORDER_STATUSES) }).strict()
export const bulkDeleteSchema = z.object({ orderIds }).strict()

export const recentOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
