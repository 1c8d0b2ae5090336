// What each change asks the outbox to send, as rows for the change's own batch: the caller puts
// them in its db.batch() (or hands them to a query that does), and the forward after the request
// takes them to the queue.
import { chatLane, whatsappLane } from '../../domain/delivery'
import { ORDER_STATUS_RULES } from '../../domain/order-status'
import type { OutboxItem } from '../../db/queries/outbox'
import type { Config } from '../../env'
import type { ShopSettings } from '../../schemas/settings'
import { telegramSettings } from '../../telegram/settings'
import { whatsappSettings } from '../whatsapp/settings'
import type { PlacedOrderFacts } from '../place-order'

/** The new-order message for each admin chat (none while the bot is off). */
export function newOrderMessages(config: Config, orderId: string): OutboxItem[] {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  return chats.map((chatId) => ({
    channel: 'telegram',
    kind: 'order-new',
    lane: chatLane(chatId),
    ref: `order:${orderId}`,
    payload: { orderId, chatId },
  }))
}

/** The customer's order-received message on WhatsApp (none while WhatsApp is off); written only
 * for an order whose customer opted in (db/queries/outbox). */
function whatsappReceived(
  config: Config,
  orderId: string,
  message: 'received' | 'receivedCod',
): OutboxItem[] {
  if (!whatsappSettings(config)) return []
  return [
    {
      channel: 'whatsapp',
      kind: 'whatsapp-order',
      lane: whatsappLane(orderId),
      ref: `order:${orderId}`,
      payload: { orderId, message },
    },
  ]
}

/** An order announced as placed: the customer's confirmation e-mail and WhatsApp message and the
 * admin chats' messages (a cash-on-delivery order when placed, an online one once paid, one
 * switched to cash on delivery). `whatsapp`: receivedCod carries the Confirm and Cancel buttons,
 * for a cash-on-delivery order waiting for them; a paid order's has none. */
export const orderAnnouncement =
  (config: Config, whatsapp: 'received' | 'receivedCod' = 'received') =>
  (orderId: string): OutboxItem[] => [
    { channel: 'email', kind: 'order-confirmation', ref: `order:${orderId}`, payload: { orderId } },
    ...newOrderMessages(config, orderId),
    ...whatsappReceived(config, orderId, whatsapp),
  ]

/** A placed order announced (orderAnnouncement, its WhatsApp message only with the opt-in) and, for
 * a cash-on-delivery order waiting for it, the confirmation SMS (setting codSmsConfirmation). */
export function orderPlacedNotices(
  config: Config,
  settings: ShopSettings,
  order: PlacedOrderFacts,
): OutboxItem[] {
  const ref = `order:${order.id}`
  const rule = ORDER_STATUS_RULES[order.status]
  // An online order is announced once its payment is verified (services/payments).
  if (!rule.announced) return []
  const awaitsCod = order.paymentMethod === 'cod' && rule.awaitsCall
  const announced = orderAnnouncement(config, awaitsCod ? 'receivedCod' : 'received')(order.id)
  return [
    // The opt-in is known here: an order without it needs no WhatsApp statement.
    ...announced.filter((item) => order.whatsapp || item.kind !== 'whatsapp-order'),
    ...(awaitsCod && settings.codSmsConfirmation
      ? [{ channel: 'sms', kind: 'cod-sms', ref, payload: { orderId: order.id } } as const]
      : []),
  ]
}

/** Where a support-form message goes (none while the bot is off). */
export const supportChats = (config: Config) => telegramSettings(config)?.supportChatIds ?? []
