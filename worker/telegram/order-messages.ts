// The messages that show an order in the admin chats: sent when it is placed (with the
// confirmation buttons while it waits), and rewritten with its history whenever it changes,
// wherever the change was made (a button, the dashboard, the cron, the customer's SMS link), so no
// admin is left with buttons for a question already answered.
import { type Api, GrammyError } from 'grammy'
import { ORDER_STATUS_RULES } from '../domain/order-status'
import { eventToApi, type OrderDto } from '../db/codecs/order'
import { findOrder, listOrderEvents } from '../db/queries/order-reads'
import { type OrderMessage, orderMessages, recordOrderMessages } from '../db/queries/telegram'
import type { Db } from '../db/client'
import { fitOrderMessage } from './format'
import { paymentLines } from './payment-lines'
import { paymentEventsOf, paymentsOf } from '../db/queries/payments'
import { actionLines, orderButtons, refundButton } from './order-buttons'
import type { BotLanguage } from './i18n'
import { chatLanguage, chatLanguages } from './chat-language'

const MARKDOWN = { parse_mode: 'Markdown', link_preview_options: { is_disabled: true } } as const

/** The order as the admin chats show it, in `language`: its details, its online payment, its
 * history, its buttons while it waits for the shop's call (or, paid online and confirmed, Cancel
 * and refund). */
async function composed(db: Db, order: OrderDto, language: BotLanguage) {
  const [rows, payments, paymentEvents] = await Promise.all([
    listOrderEvents(db, order.id),
    paymentsOf(db, order.id),
    paymentEventsOf(db, order.id),
  ])
  const rule = ORDER_STATUS_RULES[order.status]
  return {
    text: fitOrderMessage(
      order,
      language,
      actionLines(rows.map(eventToApi), language),
      paymentLines([...payments].reverse(), paymentEvents, language),
    ),
    buttons: rule.awaitsCall
      ? orderButtons(order.id, language)
      : rule.cancelAndRefund && payments.some((p) => p.state === 'paid')
        ? refundButton(order.id, language)
        : undefined,
  }
}

/** Sends a new order to one admin chat and remembers the message (a delivery of the outbox). */
export async function sendOrderMessage(
  api: Api,
  chatId: number,
  db: Db,
  order: OrderDto,
): Promise<void> {
  const { text, buttons } = await composed(db, order, await chatLanguage(db, chatId))
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
): Promise<boolean> {
  const order = await findOrder(db, orderId)
  const messages = (await orderMessages(db, orderId)).filter((m) => m.chatId === chatId)
  if (!order || messages.length === 0) return false
  const { text, buttons } = await composed(db, order, await chatLanguage(db, chatId))
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
    if (!version) versions.set(language, (version = composed(db, order, language)))
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
