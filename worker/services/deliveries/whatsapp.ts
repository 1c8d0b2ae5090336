// Sends one WhatsApp delivery of the outbox: an order update as an approved message template
// through the WhatsApp Business Cloud API, and the SMS that replaces it when WhatsApp cannot reach
// the customer. What each error code means is decided in domain/whatsapp (whatsappErrorAction).
// Send a template: https://developers.facebook.com/documentation/business-messaging/whatsapp/templates/template-messages
//   POST <WHATSAPP_API_URL>/<WHATSAPP_PHONE_NUMBER_ID>/messages, Bearer token, answer
//   { messages: [{ id: "wamid..." }] }; a failure { error: { code, message, error_data } }.
// Error codes: https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/
import { formatIqd } from '../../domain/money-format'
import { ORDER_STATUS_RULES } from '../../domain/order-status'
import { normalizePhone } from '../../domain/phone'
import { trackingPath } from '../../domain/tracking-link'
import {
  buttonPayload,
  waId,
  type WhatsappMessage,
  whatsappErrorAction,
} from '../../domain/whatsapp'
import type { OrderDto } from '../../db/codecs/order'
import type { Db } from '../../db/client'
import { findOrder } from '../../db/queries/order-reads'
import type { DeliveryRow } from '../../db/queries/outbox'
import { readSettings } from '../../db/queries/settings'
import { insertFallbackSms, orderOptInOf, recordSentMessage } from '../../db/queries/whatsapp'
import type { Config } from '../../env'
import { askToConfirmBySms } from '../sms-confirmation'
import { smsProvider } from '../sms/provider'
import { whatsappSettings } from '../whatsapp/settings'
import { DeliveryFailure, retryAfterHeader, retryableStatus } from './failure'
import { orderNumber } from '../../domain/order-number'
import { linkIn } from '../../domain/language'

interface OrderUpdate {
  orderId: string
  message: WhatsappMessage
}

const updateOf = (row: DeliveryRow) => row.payload as unknown as OrderUpdate

/** The values a message's template is filled with, in the order of its {{n}} placeholders. */
function bodyValues(config: Config, order: OrderDto, message: WhatsappMessage): string[] {
  const number = orderNumber(order.id)
  const link = linkIn(`${config.SITE_URL}${trackingPath(order.trackingToken)}`, order.language)
  switch (message) {
    case 'received':
    case 'receivedCod':
      return [number, formatIqd(order.totals.total, order.language), link]
    case 'shipped':
      return [number, order.trackingNumber ?? '', link]
    case 'confirmed':
    case 'outForDelivery':
      return [number, link]
    case 'delivered':
      return [number]
  }
}

/** The Cloud API's template message for the order's customer, in the order's language. */
export function templateRequest(
  config: Config,
  templates: { templates: Record<WhatsappMessage, string>; languages: { en: string; ar: string } },
  order: OrderDto,
  message: WhatsappMessage,
  to: string,
) {
  const buttons =
    message === 'receivedCod'
      ? (['confirm', 'cancel'] as const).map((action, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload: buttonPayload(action, order.id) }],
        }))
      : []
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waId(to),
    type: 'template',
    template: {
      name: templates.templates[message],
      language: { code: templates.languages[order.language] },
      components: [
        {
          type: 'body',
          parameters: bodyValues(config, order, message).map((text) => ({ type: 'text', text })),
        },
        ...buttons,
      ],
    },
  }
}

interface GraphError {
  error?: { code?: number; message?: string; error_data?: { details?: string } }
}

/** The message the customer gets: the one with buttons only while the order still waits for them. */
const messageFor = (update: OrderUpdate, order: OrderDto): WhatsappMessage =>
  update.message === 'receivedCod' && !ORDER_STATUS_RULES[order.status].awaitsCall
    ? 'received'
    : update.message

export async function sendWhatsapp(
  config: Config,
  db: Db,
  row: DeliveryRow,
  now: Date,
): Promise<'sent' | 'skipped'> {
  if (row.kind !== 'whatsapp-order')
    throw new DeliveryFailure(`a ${row.kind} message is not a WhatsApp message`, true)
  const api = whatsappSettings(config)
  const update = updateOf(row)
  const order = await findOrder(db, update.orderId)
  // Off, or the customer said stop since: nothing to send.
  if (!api || !order || !(await orderOptInOf(db, order.id))) return 'skipped'
  const phone = normalizePhone(order.shippingInfo.phone)
  if (!phone.ok)
    throw new DeliveryFailure(`order ${order.id} has no phone WhatsApp can reach`, true)
  const { whatsapp } = await readSettings(db)
  const request = templateRequest(config, whatsapp, order, messageFor(update, order), phone.phone)
  let response: Response
  try {
    response = await fetch(`${api.url}/${api.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    })
  } catch (error) {
    throw new DeliveryFailure(`WhatsApp unreachable: ${String(error)}`)
  }
  const body: GraphError & { messages?: { id?: string }[] } = await response
    .json<GraphError & { messages?: { id?: string }[] }>()
    .catch(() => ({}))
  const id = body.messages?.[0]?.id
  if (response.ok && id) {
    await recordSentMessage(db, { id, outboxId: row.id, orderId: order.id }, now)
    return 'sent'
  }
  const code = body.error?.code
  const text = `WhatsApp ${code ?? response.status}: ${body.error?.message ?? response.statusText}`
  if (code === undefined)
    throw new DeliveryFailure(
      text,
      !retryableStatus(response.status),
      retryAfterHeader(response.headers),
    )
  const action = whatsappErrorAction(code)
  if (action === 'sms') {
    await insertFallbackSms(
      db,
      { outboxId: row.id, orderId: order.id, message: update.message },
      now,
    )
    return 'skipped'
  }
  throw new DeliveryFailure(text, action === 'dead', retryAfterHeader(response.headers))
}

const SMS_TEXT: Record<
  'en' | 'ar',
  Record<WhatsappMessage, (shop: string, v: string[]) => string>
> = {
  en: {
    received: (shop, [n, total, link]) =>
      `${shop}: we received your order #${n} (${total}). Track it: ${link}`,
    receivedCod: (shop, [n, total, link]) =>
      `${shop}: we received your order #${n} (${total}). Track it: ${link}`,
    confirmed: (shop, [n, link]) => `${shop}: your order #${n} is confirmed. Track it: ${link}`,
    shipped: (shop, [n, tracking, link]) =>
      `${shop}: your order #${n} has shipped (tracking ${tracking}). Track it: ${link}`,
    outForDelivery: (shop, [n, link]) =>
      `${shop}: your order #${n} is out for delivery today. Track it: ${link}`,
    delivered: (shop, [n]) => `${shop}: your order #${n} was delivered. Thank you!`,
  },
  ar: {
    received: (shop, [n, total, link]) =>
      `${shop}: استلمنا طلبك رقم ${n} (${total}). تابع طلبك: ${link}`,
    receivedCod: (shop, [n, total, link]) =>
      `${shop}: استلمنا طلبك رقم ${n} (${total}). تابع طلبك: ${link}`,
    confirmed: (shop, [n, link]) => `${shop}: تم تأكيد طلبك رقم ${n}. تابع طلبك: ${link}`,
    shipped: (shop, [n, tracking, link]) =>
      `${shop}: تم شحن طلبك رقم ${n} (رقم التتبع ${tracking}). تابع طلبك: ${link}`,
    outForDelivery: (shop, [n, link]) =>
      `${shop}: طلبك رقم ${n} في الطريق إليك اليوم. تابع طلبك: ${link}`,
    delivered: (shop, [n]) => `${shop}: تم توصيل طلبك رقم ${n}. شكراً لك!`,
  },
}

/** The SMS of a WhatsApp update that could not reach its customer: the same message, in the order's
 * language; a cash-on-delivery order still waiting gets the SMS confirmation link instead of the
 * buttons. */
export async function sendWhatsappSms(
  config: Config,
  db: Db,
  row: DeliveryRow,
): Promise<'sent' | 'skipped'> {
  const update = updateOf(row)
  const order = await findOrder(db, update.orderId)
  if (!order) return 'skipped'
  const { storeInfo } = await readSettings(db)
  const shop = storeInfo.name[order.language]
  const message = messageFor(update, order)
  if (message === 'receivedCod' && config.JWT_SECRET.length >= 16) {
    await askToConfirmBySms(config, config.JWT_SECRET, order, shop)
    return 'sent'
  }
  const phone = normalizePhone(order.shippingInfo.phone)
  if (!phone.ok) throw new DeliveryFailure(`order ${order.id} has no phone an SMS can reach`, true)
  const text = SMS_TEXT[order.language][message](shop, bodyValues(config, order, message))
  await smsProvider(config).send(phone.phone, text)
  return 'sent'
}
