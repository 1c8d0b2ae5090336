// The messages that show an order in the admin chats: sent when it is placed (with the
// confirmation buttons while it waits), and rewritten with its history whenever it changes,
// wherever the change was made (a button, the dashboard, the cron, the customer's SMS link), so no
// admin is left with buttons for a question already answered.
import { type Api, GrammyError } from 'grammy'
import type { InlineKeyboardButton } from 'grammy/types'
import type { CourierId } from '../domain/couriers'
import { ORDER_STATUS_RULES, SHIPPABLE_STATUSES } from '../domain/order-status'
import { eventToApi, type OrderDto } from '../db/codecs/order'
import { findOrder, listOrderEvents } from '../db/queries/order-reads'
import { type OrderMessage, orderMessages, recordOrderMessages } from '../db/queries/telegram'
import type { Db } from '../db/client'
import { fitOrderMessage } from './format'
import { paymentLines } from './payment-lines'
import { paymentEventsOf, paymentsOf } from '../db/queries/payments'
import { findShipment } from '../db/queries/shipments'
import { actionLines, orderButtons, refundButton, shipButton } from './order-buttons'
import type { BotLanguage } from './i18n'
import { chatLanguage, chatLanguages } from './chat-language'

const MARKDOWN = { parse_mode: 'Markdown', link_preview_options: { is_disabled: true } } as const

/** The courier an order's Ship button offers (its governorate's, when switched on), or null. The
 * caller gives it (services/couriers/ship-offer): this channel reaches no service. */
export type ShipCourier = (order: OrderDto) => Promise<CourierId | null>

/** The order as the admin chats show it, in `language`: its details, its online payment, its
 * history, its buttons while it waits for the shop's call (or, once confirmed, Cancel and refund
 * when paid online, and Ship with its governorate's courier while it has no shipment). */
async function composed(db: Db, order: OrderDto, language: BotLanguage, shipCourier?: ShipCourier) {
  const [rows, payments, paymentEvents, shipment] = await Promise.all([
    listOrderEvents(db, order.id),
    paymentsOf(db, order.id),
    paymentEventsOf(db, order.id),
    findShipment(db, order.id),
  ])
  const rule = ORDER_STATUS_RULES[order.status]
  const courier =
    shipCourier && !shipment && SHIPPABLE_STATUSES.includes(order.status)
      ? await shipCourier(order)
      : null
  const later: InlineKeyboardButton[] = [
    ...(rule.cancelAndRefund && payments.some((p) => p.state === 'paid')
      ? [refundButton(order.id, language)]
      : []),
    ...(courier ? [shipButton(order.id, courier, language)] : []),
  ]
  return {
    text: fitOrderMessage(
      order,
      language,
      actionLines(rows.map(eventToApi), language),
      paymentLines([...payments].reverse(), paymentEvents, language),
    ),
    buttons: rule.awaitsCall
      ? orderButtons(order.id, language)
      : later.length > 0
        ? { inline_keyboard: later.map((button) => [button]) }
        : undefined,
  }
}

/** Sends a new order to one admin chat and remembers the message (a delivery of the outbox). */
export async function sendOrderMessage(
  api: Api,
  chatId: number,
  db: Db,
  order: OrderDto,
  shipCourier?: ShipCourier,
): Promise<void> {
  const { text, buttons } = await composed(db, order, await chatLanguage(db, chatId), shipCourier)
  const sent = await withPlainFallback(text, (body, markdown) =>
    api.sendMessage(chatId, body, {
      ...(markdown ? MARKDOWN : { link_preview_options: { is_disabled: true } }),
      ...(buttons && { reply_markup: buttons }),
    }),
  )
  await recordOrderMessages(db, order.id, [{ chatId: sent.chat.id, messageId: sent.message_id }])
}

/** Telegram could not read the Markdown (a customer's text it parses differently than we escape). */
const unparsable = (error: unknown) =>
  error instanceof GrammyError &&
  error.error_code === 400 &&
  /can't parse entities|can't find end/i.test(error.description)

/** Sends as Markdown; if Telegram cannot parse it, the same text without formatting. */
export async function withPlainFallback<T>(
  text: string,
  send: (body: string, markdown: boolean) => Promise<T>,
): Promise<T> {
  try {
    return await send(text, true)
  } catch (error) {
    if (!unparsable(error)) throw error
    return send(text.replace(/\\([_*`[])/g, '$1').replace(/\*/g, ''), false)
  }
}

/** Rewrites the messages showing the order in one chat (a delivery of the outbox); false when
 * the chat has none. */
export async function editOrderMessages(
  api: Api,
  db: Db,
  orderId: string,
  chatId: number,
  shipCourier?: ShipCourier,
): Promise<boolean> {
  const order = await findOrder(db, orderId)
  const messages = (await orderMessages(db, orderId)).filter((m) => m.chatId === chatId)
  if (!order || messages.length === 0) return false
  const { text, buttons } = await composed(db, order, await chatLanguage(db, chatId), shipCourier)
  for (const m of messages)
    await withPlainFallback(text, (body, markdown) =>
      api.editMessageText(m.chatId, m.messageId, body, {
        ...(markdown ? MARKDOWN : { link_preview_options: { is_disabled: true } }),
        ...(buttons && { reply_markup: buttons }),
      }),
    ).catch((error: unknown) => {
      if (!unchanged(error)) throw error
    })
  return true
}

/** Telegram refuses an edit that changes nothing: the message already says it. */
const unchanged = (error: unknown) =>
  error instanceof GrammyError && error.description.includes('message is not modified')

/**
 * Rewrites every message that shows the order (and `pressed`, a message sent before they were
 * remembered). Throws the first failure other than "not modified", after trying them all.
 */
export async function refreshOrderMessages(
  api: Api,
  db: Db,
  orderId: string,
  pressed?: OrderMessage,
  shipCourier?: ShipCourier,
): Promise<void> {
  const order = await findOrder(db, orderId)
  if (!order) return
  const messages = await orderMessages(db, orderId)
  if (
    pressed &&
    !messages.some((m) => m.chatId === pressed.chatId && m.messageId === pressed.messageId)
  )
    messages.push(pressed)
  const languageOf = await chatLanguages(
    db,
    messages.map((m) => m.chatId),
  )
  // At most one composition per language.
  const versions = new Map<BotLanguage, ReturnType<typeof composed>>()
  const edits = messages.map(async (m) => {
    const language = languageOf(m.chatId)
    let version = versions.get(language)
    if (!version) versions.set(language, (version = composed(db, order, language, shipCourier)))
    const { text, buttons } = await version
    return api.editMessageText(m.chatId, m.messageId, text, {
      ...MARKDOWN,
      ...(buttons && { reply_markup: buttons }),
    })
  })
  const failed = (await Promise.allSettled(edits)).find(
    (r): r is PromiseRejectedResult => r.status === 'rejected' && !unchanged(r.reason),
  )
  if (failed) throw failed.reason
}
