// The backup file: products, users (password hashes, never passwords), orders with their items,
// reviews and shop settings, stamped with a timestamp and BACKUP_VERSION. Every object is strict
// and every record must pass the rules the API applies to the same data, so a restore refuses what
// the shop itself would refuse, before anything is replaced. Fields added since the first files
// have defaults, so older files still restore.
import * as z from 'zod'
import { fromLegacyShipping, GOVERNORATE_IDS } from '../domain/iraq-address'
import { EMAIL_LANGUAGES } from '../domain/language'
import { ORDER_EVENT_CHANNELS, ORDER_EVENT_KINDS } from '../domain/order-events'
import { ORDER_STATUSES } from '../domain/order-status'
import {
  ONLINE_METHOD_IDS,
  PAYMENT_METHOD_IDS,
  PAYMENT_PROVIDER_IDS,
} from '../domain/payment-methods'
import { PAYMENT_EVENT_KINDS, PAYMENT_STATES } from '../domain/payments'
import { emailSchema, registerSchema } from './auth'
import { E, type ErrorCode, type ErrorParams, issueError } from './error-codes'
import { fitmentRuleSchema, vehicleSchema } from './fitment'
import { productCreateSchema } from './product'
import { reviewCreateSchema } from './review'
import { shopSettingsSchema, upgradeSavedSettings } from './settings'
import { singleLine } from './text'
import { wholeDinars } from './money'
import { isWholeDinars, roundHalfUp, sumDinars } from '../domain/money'
import { ROLES } from './user'
import { backupCourierFields } from './backup-couriers'

// 1.1.0: amounts are whole dinars, a US-dollar payment in cents (1.0.0 wrote float dinars and
// dollars).
export const BACKUP_VERSION = '1.1.0'

const id = z.number().int().positive()
const money = wholeDinars(z.number().min(0).max(1_000_000_000))
const timestamp = z.iso.datetime({ offset: true })

/** The add-product form's rules, plus what only the shop sets. */
export const backupProductSchema = productCreateSchema.safeExtend({
  id,
  rating: z.number().min(0).max(5).default(0),
  reviews: z.number().int().min(0).default(0),
  // Derived from stock; written for the spec's product shape and ignored on restore.
  inStock: z.boolean().optional(),
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
})
export type BackupProduct = z.infer<typeof backupProductSchema>

export const backupUserSchema = z
  .object({
    id,
    email: emailSchema(E.EMAIL_REQUIRED),
    firstName: registerSchema.shape.firstName,
    lastName: registerSchema.shape.lastName,
    phone: registerSchema.shape.phone,
    phoneVerified: z.boolean().default(false),
    // Left out of downloads by default (a full backup is a separate choice): a restore then keeps
    // the account's existing hash, and a new account has none until its owner resets it.
    passwordHash: z.string().min(1).max(500).optional(),
    role: z.enum(ROLES),
    sessionVersion: z.number().int().min(0).default(0),
    language: z.enum(EMAIL_LANGUAGES).default('en'),
    createdAt: timestamp,
    updatedAt: timestamp.optional(),
    lastLogin: timestamp.nullable().default(null),
    // When the owner proved the address (files from before: never).
    emailVerifiedAt: timestamp.nullable().default(null),
    // WhatsApp updates switched on (issue 34); files written before it have none.
    whatsappOptInAt: timestamp.nullish(),
  })
  .strict()
export type BackupUser = z.infer<typeof backupUserSchema>

export const backupOrderItemSchema = z
  .object({
    // The order_items row's own id; older files lack it and D1 numbers the lines.
    lineId: id.optional(),
    // The product's id, as the API's order items carry it; null for a line of no product.
    id: z.number().int().nullable(),
    name: singleLine(200, { label: 'Item name', required: E.ITEM_NAME_REQUIRED }),
    nameAr: singleLine(200, { label: 'Arabic item name' }).default(''),
    category: singleLine(100, { label: 'Item category' }).default(''),
    price: money,
    quantity: z.number().int().min(1),
    image: singleLine(2000, { label: 'Item image' }).default(''),
    selectedSize: singleLine(20, { label: 'Size' }).nullable().default(null),
  })
  .strict()

// Where an order was sent, as it was recorded: the checkout's rules applied when it was written.
const shippingField = (label: string) => singleLine(300, { label })

const recipient = {
  firstName: shippingField('First name'),
  lastName: shippingField('Last name'),
  email: shippingField('Email'),
  phone: shippingField('Phone'),
}

/** The Iraqi address of today's checkout, or the US-style one of files written before it. */
const backupShippingSchema = z.union([
  z
    .object({
      ...recipient,
      governorate: z.enum(GOVERNORATE_IDS, { error: E.GOVERNORATE_INVALID }),
      city: shippingField('City'),
      area: shippingField('Area'),
      landmark: shippingField('Nearest landmark'),
    })
    .strict(),
  z
    .object({
      ...recipient,
      address: shippingField('Address'),
      city: shippingField('City'),
      state: shippingField('Province'),
      zipCode: shippingField('Postal code'),
    })
    .strict()
    .transform(fromLegacyShipping),
])

export const backupOrderEventSchema = z
  .object({
    // The order_events row's own id; D1 numbers events of files without one.
    eventId: id.optional(),
    kind: z.enum(ORDER_EVENT_KINDS),
    status: z.enum(ORDER_STATUSES),
    channel: z.enum(ORDER_EVENT_CHANNELS),
    actor: singleLine(300, { label: 'Event actor' }).default(''),
    at: timestamp,
  })
  .strict()

export const backupOrderSchema = z
  .object({
    id: z.string().min(1).max(64),
    userId: id.nullable(),
    items: z.array(backupOrderItemSchema),
    shippingInfo: backupShippingSchema,
    // Seeded data of the old app also used "credit".
    paymentInfo: z.object({ method: z.enum([...PAYMENT_METHOD_IDS, 'credit']) }).strict(),
    totals: z
      .object({ subtotal: money, shipping: money, tax: money, paymentFee: money, total: money })
      .strict(),
    status: z.enum(ORDER_STATUSES),
    trackingNumber: z.string().max(64).nullable().default(null),
    estimatedDelivery: timestamp,
    idempotencyKey: z.string().min(1).max(100).nullable().default(null),
    language: z.enum(EMAIL_LANGUAGES).default('en'),
    phoneVerified: z.boolean().default(false),
    stockReturned: z.boolean().default(false),
    // WhatsApp updates asked for at checkout (issue 34); files written before it have none.
    whatsappOptInAt: timestamp.nullish(),
    // Files written before tracking links have none: the restore makes one.
    trackingToken: z
      .string()
      .regex(/^[\w-]{16,64}$/)
      .optional(),
    events: z.array(backupOrderEventSchema).default([]),
    createdAt: timestamp,
    updatedAt: timestamp.optional(),
  })
  .strict()
export type BackupOrder = z.infer<typeof backupOrderSchema>

export const backupPaymentSchema = z
  .object({
    id: z.string().min(1).max(64),
    orderId: z.string().min(1).max(64),
    provider: z.enum(PAYMENT_PROVIDER_IDS),
    method: z.enum(ONLINE_METHOD_IDS),
    providerRef: z.string().min(1).max(300),
    // In the currency's smallest unit the provider takes: whole dinars, or US cents.
    amount: z.number().int(E.AMOUNT_NOT_WHOLE).min(0).max(100_000_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    state: z.enum(PAYMENT_STATES),
    // What the payment page shows (a QR code, app links, a hosted page's address).
    details: z.record(z.string().max(100), z.string().max(20_000)),
    validUntil: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    events: z.array(
      z
        .object({
          eventId: id,
          kind: z.enum(PAYMENT_EVENT_KINDS),
          detail: z.string().max(2000),
          at: timestamp,
        })
        .strict(),
    ),
  })
  .strict()
export type BackupPayment = z.infer<typeof backupPaymentSchema>

export const backupReviewSchema = z
  .object({
    id,
    productId: id,
    userId: id.nullable(),
    userName: singleLine(300, { label: 'Reviewer name' }),
    // The review form's rules, without its default: a rating missing from a file is an error.
    rating: reviewCreateSchema.shape.rating.unwrap(),
    comment: reviewCreateSchema.shape.comment,
    verified: z.boolean().default(false),
    createdAt: timestamp,
  })
  .strict()
export type BackupReview = z.infer<typeof backupReviewSchema>

export const backupStockAlertSchema = z
  .object({
    id,
    productId: id,
    email: emailSchema(E.EMAIL_REQUIRED),
    userId: id.nullable(),
    language: z.enum(EMAIL_LANGUAGES).default('en'),
    createdAt: timestamp,
    // Files written before confirmation existed lack both: their requests were taken confirmed,
    // and the mailbox is always read again from the address.
    mailbox: z.string().max(254).optional(),
    confirmedAt: timestamp.nullable().optional(),
  })
  .strict()
export type BackupStockAlert = z.infer<typeof backupStockAlertSchema>

/** The vehicle form's rules, with the id fitment rows name it by. */
export const backupVehicleSchema = vehicleSchema.safeExtend({ id })
export type BackupVehicle = z.infer<typeof backupVehicleSchema>

export const backupFitmentSchema = fitmentRuleSchema.safeExtend({ id, productId: id })
export type BackupFitment = z.infer<typeof backupFitmentSchema>

export const backupGarageBikeSchema = z
  .object({ id, userId: id, vehicleId: id, year: z.number().int(), createdAt: timestamp })
  .strict()
export type BackupGarageBike = z.infer<typeof backupGarageBikeSchema>

/**
 * A file written before 1.1.0 carries amounts as float dinars (and a PayPal payment as dollars):
 * each is rounded half up to a whole dinar (or cent), an order's total becomes the sum of its
 * rounded lines, the settings are upgraded as a saved record is, and the
 * count of amounts that moved is set as `amountsRounded` for the restore to report. A file of
 * today with a fraction is refused like any other request.
 */
export function upgradeFractionalAmounts(file: unknown): unknown {
  if (!isRecord(file) || !/^(0|1\.0)\./.test(String(file.version))) return file
  let rounded = 0
  const whole = (amount: unknown, scale = 1) => {
    if (typeof amount !== 'number') return amount
    const upgraded = roundHalfUp(amount * scale)
    // Compared in the file's unit: 0.29 * 100 is 28.999999999999996 in floats, yet 29 cents.
    if (upgraded / scale !== amount) rounded += 1
    return upgraded
  }
  const each = (list: unknown, upgrade: (entry: Record<string, unknown>) => object) =>
    Array.isArray(list) ? list.map((e: unknown) => (isRecord(e) ? upgrade(e) : e)) : list
  const upgraded: Record<string, unknown> = {
    ...file,
    products: each(file.products, (p) => ({
      ...p,
      price: whole(p.price),
      ...(p.originalPrice != null && { originalPrice: whole(p.originalPrice) }),
    })),
    orders: each(file.orders, (o) => ({
      ...o,
      items: each(o.items, (item) => ({ ...item, price: whole(item.price) })),
      totals: isRecord(o.totals) ? wholeTotals(o.totals) : o.totals,
    })),
    payments: each(file.payments, (p) => ({
      ...p,
      amount: whole(p.amount, p.currency === 'USD' ? 100 : 1),
    })),
  }
  // As migration 0023 does: each line rounded, the total their exact sum.
  function wholeTotals(totals: Record<string, unknown>) {
    const parts = ['subtotal', 'shipping', 'tax', 'paymentFee'].map((k) => whole(totals[k]))
    if (!parts.every(isWholeDinars)) return totals
    const [subtotal, shipping, tax, paymentFee] = parts
    const total = sumDinars(parts)
    if (total !== totals.total) rounded += 1
    return { ...totals, subtotal, shipping, tax, paymentFee, total }
  }
  if (isRecord(file.settings)) {
    upgraded.settings = upgradeSavedSettings(file.settings)
    rounded += countChanged(file.settings, upgraded.settings)
  }
  return { ...upgraded, amountsRounded: rounded }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** How many numbers differ between two versions of the same record. */
function countChanged(before: unknown, after: unknown): number {
  if (typeof before === 'number') return before === after ? 0 : 1
  if (!isRecord(before) && !Array.isArray(before)) return 0
  const other = (after ?? {}) as Record<string, unknown>
  return Object.entries(before).reduce((n, [key, value]) => n + countChanged(value, other[key]), 0)
}

export const backupFileSchema = z.preprocess(
  upgradeFractionalAmounts,
  z
    .object({
      timestamp: z.string().min(1),
      version: z.string().min(1),
      // Set by upgradeFractionalAmounts on a file from before whole dinars, never written.
      amountsRounded: z.number().int().min(0).optional(),
      products: z.array(backupProductSchema),
      users: z.array(backupUserSchema),
      orders: z.array(backupOrderSchema),
      // Online payments and their events; files from before online payments have none.
      payments: z.array(backupPaymentSchema).default([]),
      reviews: z.array(backupReviewSchema).default([]),
      // Shoppers waiting for a product to come back; files before them have none.
      stockAlerts: z.array(backupStockAlertSchema).default([]),
      // Files from before fitment data have neither: their restore keeps today's vehicles.
      vehicles: z.array(backupVehicleSchema).optional(),
      fitments: z.array(backupFitmentSchema).default([]),
      garage: z.array(backupGarageBikeSchema).default([]),
      // Couriers' shipments and the cash ledger; files from before couriers have none.
      ...backupCourierFields,
      settings: z.preprocess(upgradeSavedSettings, shopSettingsSchema).optional(),
      // Added by the advanced export.
      metadata: z
        .object({
          exportedBy: z.string(),
          browser: z.string(),
          url: z.string(),
          totalSize: z.number(),
          exportType: z.string(),
        })
        .partial()
        .strict()
        .optional(),
    })
    .strict(),
)
export type BackupFile = z.infer<typeof backupFileSchema>

/** The first problem, named by where it is: "Invalid backup file format: products[3].price: ...".
 * `at`: where the checked value is in the file (a record of a streamed file: its list and index). */
export function backupFormatError(
  error: z.core.$ZodError,
  at: PropertyKey[] = [],
): {
  code: ErrorCode
  params: ErrorParams
} {
  const issue = error.issues[0]
  if (!issue) return { code: 'INVALID_BACKUP', params: {} }
  const where = [...at, ...issue.path]
    .map((key, i) =>
      typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`,
    )
    .join('')
  const problem = issueError(issue).text
  if (where) return { code: 'INVALID_BACKUP_FIELD', params: { where, problem } }
  // Not an object at all (null, a list, a string): the spec's plain message.
  return issue.code === 'invalid_type'
    ? { code: 'INVALID_BACKUP', params: {} }
    : { code: 'INVALID_BACKUP_DETAIL', params: { problem } }
}

/** A stored backup's name: a streamed file (.ndjson.gz) or a JSON file of 1.x. */
export const backupNameSchema = z.object({
  name: z.string().regex(/^[\w.-]{1,120}\.(json|ndjson\.gz)$/, E.BACKUP_NOT_FOUND),
})

export const CLEAR_PHRASE = 'DELETE EVERYTHING'
export const clearEverythingSchema = z
  .object({ confirm: z.literal(CLEAR_PHRASE, { error: E.CLEAR_NOT_CONFIRMED }) })
  .strict()
