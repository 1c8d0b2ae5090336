// The shop's D1 tables. Money columns hold whole dinars (domain/money); JSON columns hold
// arrays/objects.
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import type { CashCourier, CashDifferenceKind, CourierId, ShipmentState } from '../domain/couriers'
import type { VehicleType } from '../domain/fitment'
import type { DeliveryChannel, DeliveryKind, DeliveryStatus } from '../domain/delivery'
import type { ErrorKind } from '../domain/error-rate'
import type { EmailLanguage } from '../domain/language'
import type { Dinars } from '../domain/money'
import type { OrderEventChannel, OrderEventKind } from '../domain/order-events'
import type { OrderStatus } from '../domain/order-status'
import type { OnlineMethodId, PaymentMethodId, PaymentProviderId } from '../domain/payment-methods'
import type { PaymentEventKind, PaymentState } from '../domain/payments'
import type { RefundReason, RefundState } from '../domain/refunds'
import type { ShippingInfo } from '../schemas/order'
import type { Role } from '../schemas/user'

const createdAt = () => text('created_at').notNull()

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(), // always lowercased
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    phoneVerified: integer('phone_verified', { mode: 'boolean' }).notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('customer'),
    // Raised to end every session of the user (password reset).
    sessionVersion: integer('session_version').notNull().default(0),
    // The storefront language of the user's last registration, sign-in or order: their e-mails' language.
    language: text('language').$type<EmailLanguage>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
    lastLogin: text('last_login'),
    // When its owner pressed the signed link e-mailed to the address; order e-mails wait for it.
    emailVerifiedAt: text('email_verified_at'),
    // When the customer switched WhatsApp messages on in the account (null: off).
    whatsappOptInAt: text('whatsapp_opt_in_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
  ],
)

export interface Specification {
  name: string
  nameAr: string
  value: string
  /** Not in rows written before Arabic values existed: read through productCodec. */
  valueAr?: string
}

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    price: integer('price').$type<Dinars>().notNull(),
    originalPrice: integer('original_price').$type<Dinars>(),
    category: text('category').notNull(),
    image: text('image').notNull().default(''),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    badge: text('badge'),
    stock: integer('stock').notNull().default(0),
    sizes: text('sizes', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    features: text('features', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    featuresAr: text('features_ar', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    specifications: text('specifications', { mode: 'json' })
      .$type<Specification[]>()
      .notNull()
      .default(sql`'[]'`),
    compatibility: text('compatibility').notNull().default(''),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    // normalizeSearch() of the names (both languages), and of every other searchable text: the
    // two columns of the full-text index products_fts (migration 0009), kept in step by triggers.
    searchName: text('search_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    // Selling more than the stock fails the whole order batch.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
    index('products_category_idx').on(t.category, t.id),
    // The catalogue's sort orders, each ending in the id that makes its page cursor unique.
    index('products_price_idx').on(t.price, t.id),
    index('products_rating_idx').on(t.rating, t.id),
    index('products_category_price_idx').on(t.category, t.price, t.id),
    index('products_category_rating_idx').on(t.category, t.rating, t.id),
    // The morning briefing's low-stock list reads only the products at or under the level.
    index('products_stock_idx').on(t.stock, t.id),
  ],
)

/** One row: raised by triggers on every product write (migration 0009); the catalogue's ETag. */
export const catalogueVersion = sqliteTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
})

/** How many products each category holds, kept by triggers on products (migration 0021), so a
 * catalogue total reads a row instead of counting every product. */
export const categoryTotals = sqliteTable('category_totals', {
  category: text('category').primaryKey(),
  products: integer('products').notNull(),
})

/** A motorcycle a part can fit: one row per model, and one more per named variant of it (a row
 * with variant '' stands for every variant of its model). */
export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    make: text('make').notNull(),
    makeAr: text('make_ar').notNull().default(''),
    model: text('model').notNull(),
    modelAr: text('model_ar').notNull().default(''),
    variant: text('variant').notNull().default(''),
    engineCc: integer('engine_cc').notNull(),
    // The layout the guide shows beside the displacement ("inline-4").
    engine: text('engine').notNull().default(''),
    firstYear: integer('first_year').notNull(),
    lastYear: integer('last_year').notNull(),
    type: text('type').$type<VehicleType>().notNull(),
    // One of the models the shop stocks end to end (the guide's "Fully Supported").
    popular: integer('popular', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('vehicles_make_model_variant_unique').on(t.make, t.model, t.variant),
    check('vehicles_years_ordered', sql`${t.firstYear} <= ${t.lastYear}`),
  ],
)

/** What a product fits: a vehicle over a span of years (null: every year it was built), or, with
 * no vehicle, every bike (universal). A product with no row has no fitment data. */
export const productFitments = sqliteTable(
  'product_fitments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
  },
  (t) => [
    // A product's rows (its answers, its list of bikes) and the products of a bike (the filter).
    index('product_fitments_product_idx').on(t.productId, t.vehicleId),
    index('product_fitments_vehicle_idx').on(t.vehicleId, t.productId),
  ],
)

/** A customer's saved bikes (My Garage), in the order they were added; a visitor's stay in the
 * browser and are merged in at sign-in. */
export const garageBikes = sqliteTable(
  'garage_bikes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('garage_bikes_user_bike_unique').on(t.userId, t.vehicleId, t.year),
    index('garage_bikes_vehicle_idx').on(t.vehicleId),
  ],
)

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    // The reviewer had a delivered order of the product when writing it.
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // Deleting a user sets its reviews' user_id to null.
    index('reviews_user_idx').on(t.userId),
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
  ],
)

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shippingInfo: text('shipping_info', { mode: 'json' }).$type<ShippingInfo>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodId | 'credit'>().notNull(),
    subtotal: integer('subtotal').$type<Dinars>().notNull(),
    shipping: integer('shipping').$type<Dinars>().notNull(),
    tax: integer('tax').$type<Dinars>().notNull(),
    paymentFee: integer('payment_fee').$type<Dinars>().notNull(),
    total: integer('total').$type<Dinars>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    trackingNumber: text('tracking_number'),
    estimatedDelivery: text('estimated_delivery').notNull(),
    idempotencyKey: text('idempotency_key'),
    // The storefront language the order was placed in; its e-mails are written in it.
    language: text('language').$type<EmailLanguage>().notNull().default('en'),
    // The shipping phone was the customer's verified number when the order was placed.
    phoneVerified: integer('phone_verified', { mode: 'boolean' }).notNull().default(false),
    // Set when a cancellation or deletion gave the order's units back to the shelf (once only).
    stockReturned: integer('stock_returned', { mode: 'boolean' }).notNull().default(false),
    // The unguessable part of the order's public tracking link (/track/<token>): 128 random bits.
    trackingToken: text('tracking_token').notNull().default(''),
    // When the customer asked for this order's updates on WhatsApp (null: not, or stopped since).
    whatsappOptInAt: text('whatsapp_opt_in_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_tracking_token_unique').on(t.trackingToken),
    // Lists are newest first with the id as tie-break; the id in the index spares a sort.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // The orders tab filtered by status pages newest first, and the cron's sweep of unconfirmed
    // cash-on-delivery orders reads pending orders oldest first.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
)

/** What was bought, as it was at purchase: product edits and deletes never change it. */
export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id'), // no foreign key: the product may be deleted later
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    category: text('category').notNull().default(''),
    price: integer('price').$type<Dinars>().notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image').notNull().default(''),
    selectedSize: text('selected_size'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
)

/**
 * What happened to an order, oldest first: placed, each status change, each unanswered call. The
 * tracking page and the dashboard's timeline read them; `channel` says where it was done and
 * `actor` who (an admin's e-mail, a Telegram user), empty for the cron and the customer.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    // The status the order had after the event.
    status: text('status').$type<OrderStatus>().notNull(),
    channel: text('channel').$type<OrderEventChannel>().notNull(),
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // The messages of a change are written from the events it just recorded (db/queries/outbox).
    index('order_events_created_idx').on(t.createdAt),
  ],
)

/**
 * One attempt to take an online order's money at its provider (an order may have several: the
 * shopper tries again after a decline). `providerRef` is the provider's id of the payment; the
 * amount is in its currency's smallest unit the provider takes: whole dinars (the order's total) for
 * IQD, cents for PayPal's US dollars (with the rate in `details`). `details` holds what the payment page shows (FIB's QR
 * code, readable code and app links; a hosted page's address) and `validUntil` its end.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    method: text('method').$type<OnlineMethodId>().notNull(),
    providerRef: text('provider_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('IQD'),
    state: text('state').$type<PaymentState>().notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    validUntil: text('valid_until'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The reconciliation cron reads the open payments oldest first.
    index('payments_state_created_idx').on(t.state, t.createdAt),
    // The payments cron finds paid payments of cancelled orders that have no refund yet.
    index('payments_state_order_idx').on(t.state, t.orderId),
  ],
)

/** The mark of the batch that last revived an order (db/queries/order-transition.ts): its other
 * statements act only where it is theirs. */
export const revivalMarks = sqliteTable('revival_marks', {
  orderId: text('order_id').primaryKey(),
  mark: text('mark').notNull(),
})

/** A paid payment's money going back (domain/refunds.ts): one per payment. `amount` and
 * `currency` are the payment's; `detail` says why it is left to the owner, or the provider's last
 * answer; `requestedVia` and `requestedBy` who asked for it (the dashboard and an admin's e-mail,
 * the bot, a late payment and its provider, the cron). */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    state: text('state').$type<RefundState>().notNull(),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    detail: text('detail').notNull().default(''),
    requestedVia: text('requested_via').$type<OrderEventChannel>().notNull(),
    requestedBy: text('requested_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('refunds_payment_unique').on(t.paymentId),
    index('refunds_state_next_idx').on(t.state, t.nextAttemptAt),
    index('refunds_order_idx').on(t.orderId),
  ],
)

/** What happened to a payment, oldest first: created, each provider's answer, refunds. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    // The provider's status or reason as it said it, or who asked (an admin's e-mail).
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId, t.id),
    index('payment_events_payment_idx').on(t.paymentId, t.id),
  ],
)

/**
 * A shopper waiting for an out-of-stock product: told once by e-mail, in their language, when its
 * stock goes above zero, and then forgotten (services/stock-alerts).
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(), // lowercased
    // The account that asked, when signed in; its e-mail is the address.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').$type<EmailLanguage>().notNull().default('en'),
    createdAt: createdAt(),
    // The address as one mailbox (domain/mailbox.ts): the key of dedupe and per-address limits.
    mailbox: text('mailbox').notNull().default(''),
    // When its owner confirmed the address through the signed link; null until then, and
    // nothing is sent to it but the confirmation.
    confirmedAt: text('confirmed_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_mailbox_unique').on(t.productId, t.mailbox),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_mailbox_idx').on(t.mailbox, t.createdAt),
  ],
)

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
})

export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    // Deleting a user sets its messages' user_id to null.
    index('support_messages_user_idx').on(t.userId),
  ],
)

// Signed-in sessions: the cookie's JWT names one row; sign-out deletes it, so a copied token dies
// with it. Rows past expires_at are ignored and pruned by the daily cron.
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(), // 128 random bits, base64url
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

// Failed sign-ins per email inside the current throttle window (see services/login-throttle).
// Sign-in attempts per e-mail and source (`client:<address>`, or `account:<id>` for a signed-in
// check of the current password): services/login-throttle.ts.
export const loginFailures = sqliteTable(
  'login_failures',
  {
    email: text('email').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    windowStart: text('window_start').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.source] }),
    index('login_failures_window_idx').on(t.windowStart),
  ],
)

// Storefront visits. The newest 1000 are kept (services/visitor-analytics prunes older ones with
// their page views), as the spec's capped session history.
export const visitorSessions = sqliteTable(
  'visitor_sessions',
  {
    id: text('id').primaryKey(), // made by the browser's tracker
    visitorId: text('visitor_id').notNull(), // per browser, kept across sessions
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent').notNull().default(''),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    referrer: text('referrer').notNull().default(''),
    isReturningVisitor: integer('is_returning_visitor', { mode: 'boolean' })
      .notNull()
      .default(false),
    pageViews: integer('page_views').notNull().default(0),
    startedAt: text('started_at').notNull(),
    lastActivityAt: text('last_activity_at').notNull(),
    endedAt: text('ended_at'),
  },
  (t) => [
    index('visitor_sessions_started_idx').on(t.startedAt),
    // Deleting a user sets its sessions' user_id to null.
    index('visitor_sessions_user_idx').on(t.userId),
  ],
)

export const pageViews = sqliteTable(
  'page_views',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id')
      .notNull()
      .references(() => visitorSessions.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    productId: integer('product_id'), // no foreign key: views outlive a deleted product
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_session_idx').on(t.sessionId),
    index('page_views_product_idx').on(t.productId),
    index('page_views_page_idx').on(t.page),
  ],
)

// How many accounts, orders, and orders in each status there are ('users', 'orders',
// 'orders:<status>'), kept by triggers on every write (migration 0032), so the Users and Orders
// tabs' totals read one row, not every account and order of the years.
export const listTotals = sqliteTable('list_totals', {
  name: text('name').primaryKey(),
  rows: integer('rows').notNull(),
})

// Views per page and per product, kept by triggers on page_views (migration 0013) as views are
// recorded and pruned, so the summary's top lists read the first rows of an index instead of
// counting every view (500,000 at the caps). No foreign key: counts outlive a deleted product,
// as views do; the top products join the products that still exist.
export const pageViewCounts = sqliteTable(
  'page_view_counts',
  {
    page: text('page').primaryKey(),
    views: integer('views').notNull(),
  },
  (t) => [index('page_view_counts_views_idx').on(sql`${t.views} desc`, t.page)],
)

export const productViewCounts = sqliteTable(
  'product_view_counts',
  {
    productId: integer('product_id').primaryKey(),
    views: integer('views').notNull(),
  },
  (t) => [index('product_view_counts_views_idx').on(sql`${t.views} desc`, t.productId)],
)

// E-mails written by the default (outbox) provider: the shop's record of what it would send.
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(), // order-confirmation, status-update, tracking-update, password-reset
    language: text('language').$type<EmailLanguage>().notNull(),
    // The delivery (outbox row) it came from: a delivery repeated by the queue is kept once.
    deliveryId: integer('delivery_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(t.to),
    uniqueIndex('email_outbox_delivery_unique').on(t.deliveryId),
  ],
)

/**
 * Every message the shop sends (e-mail, Telegram, SMS), written in the same batch as the change
 * that causes it and forwarded to the DELIVERIES queue, whose consumer sends it and marks the row
 * (services/deliveries). Messages of one lane (a Telegram chat) go one at a time, in id order.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    lane: text('lane'),
    // What it is about (order:<id>, product:<id>, support:<id>): finds an order's messages.
    ref: text('ref'),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    // Last handed to the queue; null while it waits to be forwarded.
    forwardedAt: text('forwarded_at'),
    // A consumer is sending it until then: a second copy of the message waits instead of sending.
    leaseUntil: text('lease_until'),
    sentAt: text('sent_at'),
    failedAt: text('failed_at'),
    // When the admin chats were warned that it failed (once).
    warnedAt: text('warned_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.forwardedAt, t.id),
    index('outbox_lane_idx').on(t.lane, t.status, t.id),
    index('outbox_ref_idx').on(t.ref, t.kind),
    index('outbox_created_idx').on(t.createdAt, t.channel, t.status),
  ],
)

// One-time password reset links; only the SHA-256 of the token is kept.
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

// The verification code waiting for each phone number (back-office §3 "Verification record").
export const phoneVerifications = sqliteTable(
  'phone_verifications',
  {
    phone: text('phone').primaryKey(), // normalised, +<digits>
    codeHash: text('code_hash').notNull(), // HMAC-SHA256 of phone and code under JWT_SECRET
    expiresAt: text('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    // The account the code was sent for: it verifies only this number for this account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // Deleting a user deletes the codes sent for them.
  (t) => [index('phone_verifications_user_idx').on(t.userId)],
)

// When a code was last sent to each number: the 60 s limit holds even after the record is removed.
export const smsSends = sqliteTable('sms_sends', {
  phone: text('phone').primaryKey(),
  lastSentAt: text('last_sent_at').notNull(),
})

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(), // lowercased
    language: text('language').$type<EmailLanguage>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscribers_created_idx').on(t.createdAt, t.email)],
)

// A product removal asked for in a Telegram chat, waiting for the exact confirmation phrase.
export const telegramPendingRemovals = sqliteTable('telegram_pending_removals', {
  chatId: integer('chat_id').primaryKey(),
  productId: integer('product_id').notNull(),
  createdAt: createdAt(),
})

// The language the bot writes to each Telegram user (keyed by user id) or group chat (by chat id,
// which is negative): chosen with /language, or for an admin's private chat taken from their
// Telegram, so that the messages the bot sends on its own (new orders, warnings) are in it too.
// Telegram state: not in backups.
export const telegramLanguages = sqliteTable(
  'telegram_languages',
  {
    telegramId: integer('telegram_id').primaryKey(),
    language: text('language').$type<EmailLanguage>().notNull(),
    /** Chosen with /language: then the Telegram app's language no longer changes it. */
    chosen: integer('chosen', { mode: 'boolean' }).notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [check('telegram_languages_language_check', sql`${t.language} in ('en', 'ar')`)],
)

// Where each new order's notification went (chat and message), so that whatever changes the order
// (a button, the dashboard, the cron, the customer's SMS link) rewrites every copy: no admin is left
// with buttons for a question already answered. Telegram state, like the pending removals: not in
// backups; it goes with its order.
export const telegramOrderMessages = sqliteTable(
  'telegram_order_messages',
  {
    chatId: integer('chat_id').notNull(),
    messageId: integer('message_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.messageId] }),
    index('telegram_order_messages_order_idx').on(t.orderId),
  ],
)

/** The worker's server errors (5xx) per kind (domain/error-rate), minute ('YYYY-MM-DDTHH:MM',
 * UTC) and route ('POST /api/orders', 'cron 0 0 * * *'), written only when one happens; rows older
 * than the alert's window are removed as new ones come. */
export const serverErrorMinutes = sqliteTable(
  'server_error_minutes',
  {
    kind: text('kind').$type<ErrorKind>().notNull(),
    minute: text('minute').notNull(),
    route: text('route').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.minute, t.route] })],
)

/** When each alert last went to the admin chats, and the claim of the request that sent it: the
 * request whose claim is stored is the one that writes the messages. */
export const alertsSent = sqliteTable('alerts_sent', {
  name: text('name').primaryKey(),
  sentAt: text('sent_at').notNull(),
  claim: text('claim').notNull(),
})

/** A courier's own places (its cities, and the regions of each), as last refreshed from its API. */
export const courierPlaces = sqliteTable(
  'courier_places',
  {
    courier: text('courier').$type<CourierId>().notNull(),
    kind: text('kind').$type<'city' | 'region'>().notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id').notNull().default(''),
    name: text('name').notNull(),
    refreshedAt: text('refreshed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.kind, t.id] })],
)

/** Where each of the shop's cities is in a courier's places: matched by name, or chosen by an
 * admin (`chosenBy`). */
export const courierPlaceMap = sqliteTable(
  'courier_place_map',
  {
    courier: text('courier').$type<CourierId>().notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    courierCityId: text('courier_city_id').notNull(),
    courierRegionId: text('courier_region_id').notNull().default(''),
    chosenBy: text('chosen_by'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.governorate, t.city] })],
)

/** An order's parcel with a courier (domain/couriers.ts): one per order. */
export const shipments = sqliteTable(
  'shipments',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').$type<CourierId>().notNull(),
    state: text('state').$type<ShipmentState>().notNull(),
    reference: text('reference'),
    labelUrl: text('label_url'),
    courierStatus: text('courier_status').notNull().default(''),
    amountToCollect: integer('amount_to_collect').$type<Dinars>().notNull(),
    fee: integer('fee').$type<Dinars>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    leaseUntil: text('lease_until'),
    lastError: text('last_error').notNull().default(''),
    requestedBy: text('requested_by').notNull().default(''),
    polledAt: text('polled_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('shipments_courier_reference_unique').on(t.courier, t.reference),
    index('shipments_state_polled_idx').on(t.state, t.courier, t.polledAt),
  ],
)

/** The courier's steps of a parcel as reported (its own word, and the status it means). */
export const shipmentSteps = sqliteTable(
  'shipment_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').$type<CourierId>().notNull(),
    courierStatus: text('courier_status').notNull(),
    status: text('status').$type<OrderStatus>(),
    at: text('at').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_steps_dedupe_unique').on(t.dedupeKey),
    index('shipment_steps_order_idx').on(t.orderId, t.at),
  ],
)

/** The cash a delivered cash-on-delivery order leaves owed to the shop, one row per order. */
export const cashLedger = sqliteTable(
  'cash_ledger',
  {
    orderId: text('order_id').primaryKey(),
    courier: text('courier').$type<CashCourier>().notNull(),
    collected: integer('collected').$type<Dinars>().notNull(),
    fee: integer('fee').$type<Dinars>().notNull(),
    net: integer('net').$type<Dinars>().notNull(),
    deliveredAt: text('delivered_at').notNull(),
    settledAt: text('settled_at'),
    settledAmount: integer('settled_amount').$type<Dinars>(),
    statementRef: text('statement_ref'),
    recordedBy: text('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('cash_ledger_open_idx').on(t.courier, t.settledAt, t.deliveredAt)],
)

/** A courier's statement of money paid to the shop, read once. */
export const courierStatements = sqliteTable(
  'courier_statements',
  {
    courier: text('courier').$type<CourierId>().notNull(),
    reference: text('reference').notNull(),
    paidAt: text('paid_at').notNull(),
    amount: integer('amount').$type<Dinars>().notNull(),
    parcels: integer('parcels').notNull(),
    readAt: text('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.reference] })],
)

/** What a statement did not match, listed for the owner and told to the admin chats once. */
export const cashDifferences = sqliteTable(
  'cash_differences',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courier: text('courier').$type<CourierId>().notNull(),
    orderId: text('order_id'),
    kind: text('kind').$type<CashDifferenceKind>().notNull(),
    expected: integer('expected').$type<Dinars>(),
    received: integer('received').$type<Dinars>(),
    statementRef: text('statement_ref'),
    noticedAt: text('noticed_at').notNull(),
    resolvedAt: text('resolved_at'),
    resolvedBy: text('resolved_by'),
    dedupeKey: text('dedupe_key').notNull(),
  },
  (t) => [
    uniqueIndex('cash_differences_dedupe_unique').on(t.dedupeKey),
    index('cash_differences_open_idx').on(t.resolvedAt, t.noticedAt),
  ],
)

/** A parcel refused at the door, by the customer's phone ("+964 7XX XXX XXXX"). */
export const phoneRefusals = sqliteTable(
  'phone_refusals',
  {
    orderId: text('order_id').primaryKey(),
    phone: text('phone').notNull(),
    at: text('at').notNull(),
    clearedAt: text('cleared_at'),
    clearedBy: text('cleared_by'),
  },
  (t) => [index('phone_refusals_phone_idx').on(t.phone, t.at)],
)

/** Each WhatsApp webhook delivery seen (a message id, or a message's id and status): Meta delivers
 * at least once, so a replayed one changes nothing. */
export const whatsappInbound = sqliteTable('whatsapp_inbound', {
  key: text('key').primaryKey(),
  receivedAt: text('received_at').notNull(),
})

/** Each message sent through the WhatsApp Cloud API (its wamid) with the last status Meta reported. */
export const whatsappMessages = sqliteTable(
  'whatsapp_messages',
  {
    id: text('id').primaryKey(),
    outboxId: integer('outbox_id').notNull(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull().default('accepted'),
    errorCode: integer('error_code'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('whatsapp_messages_outbox_idx').on(t.outboxId)],
)

/** Searches that found nothing, counted per Baghdad day and normalised query (the morning
 * briefing's five most frequent); rows older than SEARCH_MISS_DAYS are pruned hourly. */
export const searchMisses = sqliteTable(
  'search_misses',
  {
    day: text('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull(),
    /** What the storefront offered instead, put right (migration 0035), the latest asked. */
    instead: text('instead'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query] }),
    index('search_misses_day_count_idx').on(t.day, sql`${t.count} desc`, t.query),
  ],
)

/** The dashboard's streamed restore, the one running or the last one (one row, id 1): what the
 * Data tab polls for its progress and result; a row reading or swapping is the restore's lock. */
export const backupRestores = sqliteTable('backup_restores', {
  id: integer('id').primaryKey(),
  state: text('state').$type<'reading' | 'swapping' | 'done' | 'failed'>().notNull(),
  source: text('source').notNull(),
  recordsRead: integer('records_read').notNull().default(0),
  recordsTotal: integer('records_total'),
  error: text('error', { mode: 'json' }).$type<{ code: string; params: Record<string, unknown> }>(),
  result: text('result', { mode: 'json' }).$type<Record<string, number>>(),
  startedBy: text('started_by').notNull(),
  startedAt: text('started_at').notNull(),
  updatedAt: text('updated_at').notNull(),
})
