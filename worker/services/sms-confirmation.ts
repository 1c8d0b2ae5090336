// Optional (setting codSmsConfirmation): a new cash-on-delivery order's customer gets an SMS, in
// the order's language, through the shop's SMS provider, with a link to the order's tracking page
// that carries a confirmation key. Only that link confirms the order: the key is an HMAC of the
// order under the server secret, so the tracking link shared on WhatsApp cannot confirm it. The
// confirmation is recorded as the customer's, by SMS link.
import { formatIqd } from '../domain/money-format'
import type { EventSource } from '../domain/order-events'
import { CONFIRMED_STATUS } from '../domain/order-status'
import { trackingPath } from '../domain/tracking-link'
import { normalizePhone } from '../domain/phone'
import type { OrderDto } from '../db/codecs/order'
import type { Db } from '../db/client'
import { findTrackedOrder } from '../db/queries/order-reads'
import type { Config } from '../env'
import { forbidden, notFound } from '../lib/errors'
import { hmacHex, sameText } from '../lib/hmac'
import { moveOrders } from '../db/queries/order-transition'
import type { ActionOutcome } from './order-actions'
import { smsProvider } from './sms/provider'
import { orderNumber } from '../domain/order-number'
import { linkIn } from '../domain/language'

/** The query parameter of the tracking link that carries the key. */
export const CONFIRM_PARAM = 'confirm'

export const BY_SMS: EventSource = { channel: 'customer', actor: 'SMS link' }

const confirmKey = (secret: string, order: { id: string; trackingToken: string }) =>
  hmacHex(secret, `confirm-order:${order.id}:${order.trackingToken}`).then((mac) =>
    mac.slice(0, 32),
  )

const TEXT = {
  en: (shop: string, number: string, total: string, link: string) =>
    `${shop}: please confirm your cash-on-delivery order #${number} (${total}): ${link}`,
  ar: (shop: string, number: string, total: string, link: string) =>
    `${shop}: يرجى تأكيد طلبك رقم ${number} بالدفع عند الاستلام (${total}): ${link}`,
}

/** Sends the order's customer the link that confirms it. */
export async function askToConfirmBySms(
  config: Config,
  secret: string,
  order: OrderDto,
  shopName: string,
): Promise<void> {
  const phone = normalizePhone(order.shippingInfo.phone)
  if (!phone.ok) throw new Error(`order ${order.id} has no phone an SMS can reach`)
  const key = await confirmKey(secret, order)
  const link = linkIn(
    `${config.SITE_URL}${trackingPath(order.trackingToken)}?${CONFIRM_PARAM}=${key}`,
    order.language,
  )
  const total = formatIqd(order.totals.total, order.language)
  const text = TEXT[order.language](shopName, orderNumber(order.id), total, link)
  await smsProvider(config).send(phone.phone, text)
}

/** Confirms the order the tracking link names, when the key is the one its SMS carried. */
export async function confirmBySms(
  db: Db,
  secret: string,
  token: string,
  key: string,
  now: Date,
): Promise<ActionOutcome> {
  const found = await findTrackedOrder(db, token)
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  if (!sameText(key, await confirmKey(secret, found.order))) throw forbidden('CONFIRM_LINK_INVALID')
  const { changes } = await moveOrders(db, {
    ids: [found.order.id],
    to: CONFIRMED_STATUS,
    by: 'shopper',
    source: BY_SMS,
    now,
  })
  return changes.length > 0 ? { kind: 'done', changes } : { kind: 'not-pending' }
}
