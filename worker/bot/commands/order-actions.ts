// Presses of a new order's buttons (order-buttons.ts). Only the admin chats may press them; a
// press changes the order as the dashboard would (services/order-actions, services/couriers for
// Ship), and every admin chat's message of the order is rewritten (through the outbox) to show who
// did what and when, with the buttons kept while the order still waits.
// Telegram redelivering the press is caught by the webhook's update log, like any update, and a
// second press of Ship finds the shipment the first one recorded.
import { Composer } from 'grammy'
import type { CourierId } from '../../domain/couriers'
import { cleanDisplayName } from '../../domain/display-name'
import { applyOrderAction, cancelPaidOrder } from '../../services/order-actions'
import { shipOffer } from '../../services/couriers/ship-offer'
import { type ShipOutcome, shipOrders } from '../../services/couriers/shipping'
import { type BotContext, isAdmin } from '../context'
import { ACTION_DATA, type ButtonAction, SHIP_DATA } from '../../telegram/order-buttons'
import { refreshOrderMessages } from '../../telegram/order-messages'
import { type OrderMessage, orderMessages } from '../../db/queries/telegram'
import { readSettings } from '../../db/queries/settings'

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
  await rewritePressed(ctx, orderId, outcome.kind === 'done')
})

orderActionButtons.callbackQuery(SHIP_DATA, async (ctx) => {
  if (!isAdmin(ctx)) {
    await ctx.answerCallbackQuery({ text: ctx.t('accessDenied'), show_alert: true })
    return
  }
  const [, courier, orderId] = ctx.match as [string, CourierId, string]
  const source = { channel: 'bot', actor: presser(ctx) } as const
  const [outcome] = await shipOrders(
    ctx.shop,
    await readSettings(ctx.shop.db),
    [orderId],
    courier,
    source,
    ctx.shop.now(),
  )
  // The shipment is recorded before the courier is called: a failure from here on must not ship
  // again (a second run would only find it).
  ctx.shop.committed()
  if (!outcome) throw new Error('shipOrders answered nothing for one order')
  await ctx.answerCallbackQuery({ text: shipAnswer(ctx, courier, outcome) })
  await rewritePressed(ctx, orderId, outcome.outcome === 'created')
})

/** Telegram shows at most 200 characters in a press's answer; the courier's words may be long. */
const ANSWER_DETAIL = 120

/** What a press of Ship tells the admin, in the chat's language. */
function shipAnswer(ctx: BotContext, courierId: CourierId, outcome: ShipOutcome): string {
  const courier = ctx.t(`cashCourier.${courierId}`)
  if (outcome.outcome === 'created') return ctx.t('answer.shipped', { courier })
  if (outcome.outcome === 'retrying') return ctx.t('answer.shipRetrying', { courier })
  if (outcome.outcome === 'exists') return ctx.t('answer.shipExists')
  switch (outcome.code) {
    case 'ORDER_NOT_FOUND':
      return ctx.t('answer.not-found')
    case 'COURIER_NOT_CONFIGURED':
      return ctx.t('answer.courierNotConfigured', { courier })
    case 'COURIER_PLACE_UNMATCHED':
      return ctx.t('answer.placeUnmatched', {
        courier,
        field: ctx.t(outcome.field === 'governorate' ? 'shipField.governorate' : 'shipField.city'),
      })
    case 'COURIER_REFUSED':
      return ctx.t('answer.courierRefused', {
        courier,
        detail: (outcome.detail ?? '').slice(0, ANSWER_DETAIL),
      })
    case 'COURIER_UNAVAILABLE':
      return ctx.t('answer.courierUnavailable', { courier })
    default:
      return ctx.t('answer.notShippable')
  }
}

/**
 * A change wrote the rewrite of every admin chat's message to the outbox, with the customer's
 * e-mail; the pressed message is rewritten here only when the shop does not know it (sent before
 * messages were kept). Without a change, the messages are rewritten now to drop stale buttons.
 */
async function rewritePressed(ctx: BotContext, orderId: string, changed: boolean) {
  const { db, config } = ctx.shop
  const message = ctx.callbackQuery?.message
  const pressed = message && { chatId: message.chat.id, messageId: message.message_id }
  const offer = shipOffer(db, config)
  if (!changed) await refreshOrderMessages(ctx.api, db, orderId, pressed, offer)
  else if (pressed && !(await orderMessages(db, orderId)).some((m) => sameMessage(m, pressed)))
    await refreshOrderMessages(ctx.api, db, orderId, pressed, offer)
}

const sameMessage = (a: OrderMessage, b: OrderMessage) =>
  a.chatId === b.chatId && a.messageId === b.messageId
