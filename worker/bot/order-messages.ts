// The messages that show an order in the admin chats: sent when it is placed (with the
// confirmation buttons while it waits), and rewritten with its history whenever it changes,
// wherever the change was made (a button, the dashboard, the cron, the customer's SMS link), so no
// admin is left with buttons for a question already answered.
import { type Api, GrammyError } from 'grammy'
import { eventToApi, type OrderDto } from '../db/codecs/order'
import { findOrder, listOrderEvents } from '../db/queries/orders'
import { type OrderMessage, orderMessages, recordOrderMessages } from '../db/queries/telegram'
import type { Db } from '../db/client'
import { orderNotification } from './format'
import { paymentLines } from './payment-lines'
import { paymentEventsOf, paymentsOf } from '../db/queries/payments'
import { actionLines, orderButtons } from './order-buttons'

const MARKDOWN = { parse_mode: 'Markdown', link_preview_options: { is_disabled: true } } as const

/** The order as the admin chats show it: its details, its online payment, its history, its
 * buttons while pending. */
async function composed(db: Db, order: OrderDto) {
  const [rows, payments, paymentEvents] = await Promise.all([
    listOrderEvents(db, order.id),
    paymentsOf(db, order.id),
    paymentEventsOf(db, order.id),
  ])
  const history = actionLines(rows.map(eventToApi))
  return {
    text: [
      orderNotification(order),
      ...paymentLines([...payments].reverse(), paymentEvents),
      ...(history.length ? ['', ...history] : []),
    ].join('\n'),
    buttons: order.status === 'pending' ? orderButtons(order.id) : undefined,
  }
}

/** Sends a new order to each admin chat and remembers the messages; each chat's failure is logged. */
export async function sendOrderMessages(
  api: Api,
  chatIds: number[],
  db: Db,
  order: OrderDto,
): Promise<void> {
  const { text, buttons } = await composed(db, order)
  const sends = chatIds.map((chatId) =>
    api.sendMessage(chatId, text, { ...MARKDOWN, ...(buttons && { reply_markup: buttons }) }),
  )
  const sent: OrderMessage[] = []
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'fulfilled')
      sent.push({ chatId: result.value.chat.id, messageId: result.value.message_id })
    else console.error('telegram: order notification failed', result.reason)
  }
  await recordOrderMessages(db, order.id, sent)
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
  const { text, buttons } = await composed(db, order)
  const edits = messages.map((m) =>
    api.editMessageText(m.chatId, m.messageId, text, {
      ...MARKDOWN,
      ...(buttons && { reply_markup: buttons }),
    }),
  )
  const failed = (await Promise.allSettled(edits)).find(
    (r): r is PromiseRejectedResult => r.status === 'rejected' && !unchanged(r.reason),
  )
  if (failed) throw failed.reason
}
