// The buttons under an order's message in the admin chats: Confirm, Cancel and No answer (try
// later) while it waits for its confirmation; Cancel and refund once it is paid online; Ship with
// its governorate's courier once it is ready to ship. The message's text names the order; the
// buttons' data name the action.
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types'
import { COURIER_IDS, type CourierId, isCourierId } from '../domain/couriers'
import type { OrderEventDto } from '../db/codecs/order'
import type { OrderStatus } from '../domain/order-status'
import type { OrderAction } from '../schemas/order'
import { escapeMarkdown, formatShopTime } from './format'
import { type BotKey, type BotLanguage, statusLabelKey, translator } from './i18n'

const PREFIX = 'order'

/** The confirmation loop's actions, and `refund`: cancel an order paid online and refund it. */
export type ButtonAction = OrderAction | 'refund'

/** A button's callback data: "order:<action>:<order id>" (Telegram allows 64 bytes). */
export const actionData = (action: ButtonAction, orderId: string) =>
  `${PREFIX}:${action}:${orderId}`

/** Reads a button's callback data back. */
export const ACTION_DATA = /^order:(confirm|cancel|no-answer|refund):([\w-]{1,54})$/

export function orderButtons(orderId: string, language: BotLanguage): InlineKeyboardMarkup {
  const t = translator(language)
  return {
    inline_keyboard: [
      [
        { text: t('button.confirm'), callback_data: actionData('confirm', orderId) },
        { text: t('button.cancel'), callback_data: actionData('cancel', orderId) },
      ],
      [{ text: t('button.noAnswer'), callback_data: actionData('no-answer', orderId) }],
    ],
  }
}

/** Under a confirmed order paid online: cancel it and refund the payment. */
export function refundButton(orderId: string, language: BotLanguage): InlineKeyboardButton {
  return {
    text: translator(language)('button.refund'),
    callback_data: actionData('refund', orderId),
  }
}

/** A Ship button's data: "order:ship:<courier>:<order id>", the courier the button names, so a
 * press ships with that one even if the settings change meanwhile. */
export const shipData = (courier: CourierId, orderId: string) =>
  `${PREFIX}:ship:${courier}:${orderId}`

/** Reads a Ship button's data back (64 bytes at most, with the longest courier id). */
export const SHIP_DATA = new RegExp(`^order:ship:(${COURIER_IDS.join('|')}):([\\w-]{1,44})$`)

/** Under an order ready to ship, when its governorate's courier is switched on. */
export function shipButton(
  orderId: string,
  courier: CourierId,
  language: BotLanguage,
): InlineKeyboardButton {
  const t = translator(language)
  return {
    text: t('button.ship', { courier: t(`cashCourier.${courier}`) }),
    callback_data: shipData(courier, orderId),
  }
}

/** How the history words a change to these statuses; a change to any other is named by the
 * status's label. */
const HISTORY_KEYS: Partial<Record<OrderStatus, BotKey>> = {
  confirmed: 'history.confirmed',
  cancelled: 'history.cancelled',
  shipped: 'history.shipped',
  delivered: 'history.delivered',
  pending: 'history.pending',
  out_for_delivery: 'history.out_for_delivery',
  postponed: 'history.postponed',
  refused: 'history.refused',
  returned: 'history.returned',
}

/** Events that are not a status change: the text key the message names them by. */
const EVENT_KEYS: Partial<Record<OrderEventDto['kind'], BotKey>> = {
  'no-answer': 'history.noAnswer',
  refunded: 'history.refunded',
  'refund-manual': 'history.refundManual',
  'amounts-rounded': 'history.amountsRounded',
}

/** The lines under the order's message: who did what, when, and where. */
export function actionLines(events: OrderEventDto[], language: BotLanguage): string[] {
  const t = translator(language)
  return events
    .filter((event) => event.kind !== 'placed')
    .map((event) => {
      const eventKey = EVENT_KEYS[event.kind]
      const what = t(eventKey ?? HISTORY_KEYS[event.status] ?? statusLabelKey(event.status))
      // A courier's report names the courier by its id: shown by its name.
      const actor =
        event.channel === 'courier' && isCourierId(event.actor)
          ? t(`cashCourier.${event.actor}`)
          : event.actor
      const who = actor ? t('history.by', { who: escapeMarkdown(actor) }) : ''
      return t('history.line', {
        what,
        who,
        channel: t(`channel.${event.channel}`),
        time: formatShopTime(event.at, language),
      })
    })
}
