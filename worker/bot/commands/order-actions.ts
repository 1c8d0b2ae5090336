// Presses of a new order's buttons (order-buttons.ts). Only the admin chats may press them; a
// press changes the order as the dashboard would (services/order-actions), and every admin chat's
// message of the order is rewritten (through the outbox) to show who did what and when, with the
// buttons kept while the order still waits.
// Telegram redelivering the press is caught by the webhook's update log, like any update.
import { Composer } from 'grammy'
import { cleanDisplayName } from '../../domain/display-name'
import { applyOrderAction, cancelPaidOrder } from '../../services/order-actions'
import { type BotContext, isAdmin } from '../context'
import { ACTION_DATA, type ButtonAction } from '../../telegram/order-buttons'
import { refreshOrderMessages } from '../../telegram/order-messages'
import { type OrderMessage, orderMessages } from '../../db/queries/telegram'

/** The Telegram user who pressed, as the order's history names them: the name (which anyone can
 * choose, cleaned of control and bidirectional characters) and beside it the user id, which
 * names them for certain. */
function presser(ctx: BotContext): string {
  const from = ctx.from
  if (!from) return ''
  const name = cleanDisplayName(
    from.username
      ? `@${from.username}`
      : [from.first_name, from.last_name].filter(Boolean).join(' '),
  )
  return `${name} (id ${String(from.id)})`
}

export const orderActionButtons = new Composer<BotContext>()

orderActionButtons.callbackQuery(ACTION_DATA, async (ctx) => {
  if (!isAdmin(ctx)) {
    await ctx.answerCallbackQuery({ text: ctx.t('accessDenied'), show_alert: true })
    return
  }
  const [, action, orderId] = ctx.match as [string, ButtonAction, string]
  const { db } = ctx.shop
  const source = { channel: 'bot', actor: presser(ctx) } as const
  // A paid order cancelled from Telegram is refunded through its provider.
  const outcome =
    action === 'refund'
      ? await cancelPaidOrder(ctx.shop, orderId, source, ctx.shop.now())
      : await applyOrderAction(ctx.shop, orderId, action, source, ctx.shop.now())
  if (outcome.kind === 'done') ctx.shop.committed()
  const stale = action === 'refund' && outcome.kind === 'not-pending'
  await ctx.answerCallbackQuery({
    text: ctx.t(stale ? 'answer.not-refundable' : `answer.${outcome.kind}`),
  })
  const message = ctx.callbackQuery.message
  const pressed = message && { chatId: message.chat.id, messageId: message.message_id }
  // A change wrote the rewrite of every admin chat's message to the outbox, with the customer's
  // e-mail; the pressed message is rewritten here only when the shop does not know it (sent before
  // messages were kept). Without a change, the messages are rewritten now to drop stale buttons.
  if (outcome.kind !== 'done') await refreshOrderMessages(ctx.api, db, orderId, pressed)
  else if (pressed && !(await orderMessages(db, orderId)).some((m) => sameMessage(m, pressed)))
    await refreshOrderMessages(ctx.api, db, orderId, pressed)
})

const sameMessage = (a: OrderMessage, b: OrderMessage) =>
  a.chatId === b.chatId && a.messageId === b.messageId
