// Places an order: checks it against the shop's rules, then writes it in one atomic D1 batch
// (insertPlacedOrder), in which the key, the stock and the unpaid-order limits are checked
// again, so concurrent shoppers can never buy the same last unit or slip past the limit together;
// the batch says which rule stopped it.
import { deliveryZoneOf } from '../domain/iraq-address'
import type { EmailLanguage } from '../domain/language'
import type { EventSource } from '../domain/order-events'
import { lineOverLimit, MAX_PENDING_COD_ORDERS, unitsOf } from '../domain/order-limits'
import { initialOrderStatus, estimatedDelivery } from '../domain/order-status'
import { isVerifiedPhone } from '../domain/phone'
import type { PaymentMethodId } from '../domain/payment-methods'
import { computeTotals, pricingRulesFrom } from '../domain/totals'
import type { Db } from '../db/client'
import type { OutboxItem } from '../db/queries/outbox'
import type { OrderStatus } from '../domain/order-status'
import { findOrderByIdempotencyKey } from '../db/queries/order-reads'
import {
  insertPlacedOrder,
  type OrderedProduct,
  readPlacementFacts,
} from '../db/queries/order-placement'
import { settingsForOrders } from '../db/queries/settings'
import { codRefused } from './cash'
import { conflict, notFound, unprocessable } from '../lib/errors'
import type { OrderCreate } from '../schemas/order'
import type { ShopSettings } from '../schemas/settings'
import { orderCodec, type OrderDto } from '../db/codecs/order'

export interface PlaceOrderInput {
  userId: number
  order: OrderCreate
  idempotencyKey?: string
  now: Date
  /** The storefront language of the order (English when unknown): its e-mails are written in it. */
  language?: EmailLanguage
  /** The customer's verified phone number, if any (normalised). */
  verifiedPhone?: string | null
  /** Can this method's provider take money now (its secrets set)? Unset: cash on delivery only. */
  canTakeMoney?: (method: PaymentMethodId, settings: ShopSettings) => boolean
  /** The messages the new order sends, written in its batch (services/deliveries/notices). */
  notices?: (order: PlacedOrderFacts, settings: ShopSettings) => OutboxItem[]
}

/** What the messages of a new order are decided on. */
export interface PlacedOrderFacts {
  id: string
  status: OrderStatus
  paymentMethod: PaymentMethodId
  /** The customer asked for its updates on WhatsApp. */
  whatsapp: boolean
}

/** The shopper placed it, through the checkout. */
const CUSTOMER: EventSource = { channel: 'customer', actor: '' }

// Crockford's 32: no O, I, L or U to take for 0, 1 or V when the customer reads the order's
// number out on the confirmation call (the last six characters); 256 is a multiple of 32, so
// each is as likely.
const ORDER_ID_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newOrderId(now: Date): string {
  const suffix = Array.from(
    crypto.getRandomValues(new Uint8Array(5)),
    (b) => ORDER_ID_LETTERS[b % 32],
  )
  return `ORD${now.getTime()}${suffix.join('')}`
}

/** The product as error params name it: the web shows the name in the shopper's language. */
const named = (p: OrderedProduct) => ({ productId: p.id, name: p.name, nameAr: p.nameAr })

const outOfStock = (p: OrderedProduct) =>
  p.stock > 0
    ? conflict('OUT_OF_STOCK', { ...named(p), count: p.stock })
    : conflict('SOLD_OUT', named(p))

const lineOf = (item: { id: number | null; quantity: number; selectedSize?: string | null }) =>
  [item.id, item.selectedSize || '', item.quantity].join('\u0000')
const linesOf = (items: Parameters<typeof lineOf>[0][]) => items.map(lineOf).sort().join('\n')
const shippingOf = (info: object) => JSON.stringify(Object.entries(info).sort())

/** A retry carries the same items (product, quantity, size), shipping details and payment method. */
function isSameOrder(earlier: OrderDto, order: OrderCreate): boolean {
  return (
    earlier.paymentInfo.method === order.paymentInfo.method &&
    linesOf(earlier.items) === linesOf(order.items) &&
    shippingOf(earlier.shippingInfo) === shippingOf(order.shippingInfo)
  )
}

/** The order that took this key while ours was being written. */
async function replayed(db: Db, userId: number, key: string | undefined, order: OrderCreate) {
  const earlier = key ? await findOrderByIdempotencyKey(db, userId, key) : undefined
  if (!earlier) throw new Error('an idempotency key was taken by an order that is gone')
  return sameOrder(earlier, order)
}

/** The earlier order of a key, refused when the retry is not the same order. */
function sameOrder(earlier: OrderDto, order: OrderCreate): OrderDto {
  if (!isSameOrder(earlier, order)) throw unprocessable('IDEMPOTENCY_KEY_REUSED')
  return earlier
}

/** Quantity wanted per product id (one product may be bought in several sizes). */
function quantities(order: OrderCreate): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const item of order.items) wanted.set(item.id, (wanted.get(item.id) ?? 0) + item.quantity)
  return wanted
}

export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
): Promise<{ order: OrderDto; created: boolean }> {
  const { userId, order, idempotencyKey, now, language = 'en' } = input
  const wanted = quantities(order)
  // Everything the rules below read, in one round trip; then the order's batch.
  const facts = await readPlacementFacts(db, {
    userId,
    key: idempotencyKey,
    productIds: [...wanted.keys()],
    phone: order.shippingInfo.phone,
  })
  const settings = settingsForOrders(facts.saved)
  if (facts.earlier) return { order: sameOrder(facts.earlier, order), created: false }

  const method = settings.paymentMethods.find((m) => m.id === order.paymentInfo.method)
  if (!method?.available) throw unprocessable('PAYMENT_UNAVAILABLE')
  // An online method whose provider cannot take money now is refused before anything is held.
  const canTakeMoney = input.canTakeMoney ?? ((id: PaymentMethodId) => id === 'cod')
  if (!canTakeMoney(method.id, settings)) throw unprocessable('PAYMENT_METHOD_NOT_CONFIGURED')
  // A phone with too many parcels refused at the door is offered the online methods only.
  if (method.id === 'cod' && codRefused(facts.refusals, settings, now))
    throw conflict('COD_REFUSED_PHONE')

  const found = new Map(facts.products.map((p) => [p.id, p]))
  const lines = order.items.map((item) => {
    const product = found.get(item.id)
    if (!product) throw notFound('ORDER_PRODUCT_NOT_FOUND', { productId: item.id })
    return { ...item, product }
  })
  const overLimit = lineOverLimit(lines, settings.maxQuantityPerLine)
  if (overLimit)
    throw unprocessable('LINE_LIMIT', {
      ...named(overLimit.product),
      count: settings.maxQuantityPerLine,
    })
  // A large order waits for the shop's call: its phone must be one the customer proved.
  const phoneVerified = isVerifiedPhone(input.verifiedPhone ?? null, order.shippingInfo.phone)
  if (unitsOf(lines) > settings.maxUnitsPerOrder && !phoneVerified)
    throw conflict('ORDER_UNITS_VERIFY_PHONE', { count: settings.maxUnitsPerOrder })
  for (const { product } of lines)
    if (product.stock < (wanted.get(product.id) ?? 0)) throw outOfStock(product)
  for (const { product, selectedSize } of lines) {
    if (product.sizes.length > 0 && !product.sizes.includes(selectedSize ?? ''))
      throw unprocessable('SIZE_REQUIRED', named(product))
    if (product.sizes.length === 0 && selectedSize) throw unprocessable('NO_SIZES', named(product))
  }

  const totals = computeTotals(
    lines.map(({ quantity, product }) => ({ unitPrice: product.price, quantity })),
    order.paymentInfo.method,
    deliveryZoneOf(order.shippingInfo.governorate),
    pricingRulesFrom(settings),
  )
  const id = newOrderId(now)
  const status = initialOrderStatus(order.paymentInfo.method)
  const rows = orderCodec.newRows(
    {
      id,
      userId,
      shippingInfo: order.shippingInfo,
      paymentMethod: order.paymentInfo.method,
      totals,
      status,
      estimatedDelivery: estimatedDelivery(now),
      idempotencyKey: idempotencyKey ?? null,
      language,
      phoneVerified,
      whatsappOptInAt: order.whatsappOptIn ? now.toISOString() : null,
      now,
    },
    lines.map(({ product, quantity, selectedSize }) => ({
      productId: product.id,
      name: product.name,
      nameAr: product.nameAr,
      category: product.category,
      price: product.price,
      quantity,
      image: product.image,
      selectedSize: selectedSize || null,
    })),
    CUSTOMER,
  )

  const outcome = await insertPlacedOrder(db, {
    rows,
    customerId: userId,
    units: wanted,
    // Cash on delivery and online orders waiting for their payment share one limit.
    limitPendingCod: true,
    maxUnitsHeld: settings.maxUnitsPerCustomer,
    notices: input.notices?.(
      {
        id,
        status,
        paymentMethod: order.paymentInfo.method,
        whatsapp: order.whatsappOptIn === true,
      },
      settings,
    ),
  })
  if (outcome.kind === 'key-taken')
    return { order: await replayed(db, userId, idempotencyKey, order), created: false }
  if (outcome.kind === 'short')
    throw outcome.product
      ? outOfStock(outcome.product)
      : notFound('ORDER_PRODUCT_NOT_FOUND', { productId: outcome.productId })
  if (outcome.kind === 'pending-cod-limit')
    throw conflict('PENDING_COD_LIMIT', { count: MAX_PENDING_COD_ORDERS })
  if (outcome.kind === 'units-held-limit')
    throw conflict('UNITS_HELD_LIMIT', { held: outcome.held, count: settings.maxUnitsPerCustomer })
  // The order as written: what reading it back would answer.
  return { order: orderCodec.toApi(rows.order, rows.items), created: true }
}
