// Sends one Telegram delivery of the outbox: a new order's message (with its buttons) to one admin
// chat, the rewrite of that chat's messages of a changed order, a support-form message (or the
// summary of an hour's past the cap), a warning.
import type { Db } from '../../db/client'
import { findOrder } from '../../db/queries/order-reads'
import type { DeliveryRow } from '../../db/queries/outbox'
import { findSupportMessage } from '../../db/queries/support'
import type { Config } from '../../env'
import { supportFormNotification, supportSummaryText } from '../../telegram/format'
import { shipOffer } from '../couriers/ship-offer'
import {
  editOrderMessages,
  sendOrderMessage,
  withPlainFallback,
} from '../../telegram/order-messages'
import { botApi, telegramSettings } from '../../telegram/settings'
import { chatLanguage } from '../../telegram/chat-language'
import { warningText } from '../../telegram/warnings'
import { briefingMessages, sendBriefing } from '../../telegram/briefing-text'
import { readBriefing } from '../briefing'
import { DeliveryFailure } from './failure'

const MARKDOWN = { parse_mode: 'Markdown', link_preview_options: { is_disabled: true } } as const

/** Sends it; 'skipped' when there is nothing to send (no bot, the order or message is gone). */
export async function sendTelegram(
  config: Config,
  db: Db,
  row: DeliveryRow,
): Promise<'sent' | 'skipped'> {
  const settings = telegramSettings(config)
  if (!settings) return 'skipped'
  const api = botApi(settings)
  const payload = row.payload as { chatId?: number; orderId?: string; messageId?: number }
  const chatId = Number(payload.chatId)
  if (!Number.isSafeInteger(chatId)) throw new DeliveryFailure('no chat to send to', true)
  const sendText = (text: string) =>
    withPlainFallback(text, (body, markdown) =>
      api.sendMessage(
        chatId,
        body,
        markdown ? MARKDOWN : { link_preview_options: { is_disabled: true } },
      ),
    )
  switch (row.kind) {
    case 'order-new': {
      const order = await findOrder(db, String(payload.orderId))
      if (!order) return 'skipped'
      await sendOrderMessage(api, chatId, db, order, shipOffer(db, config))
      return 'sent'
    }
    case 'order-edit':
      return (await editOrderMessages(
        api,
        db,
        String(payload.orderId),
        chatId,
        shipOffer(db, config),
      ))
        ? 'sent'
        : 'skipped'
    case 'support-message': {
      const message = await findSupportMessage(db, Number(payload.messageId))
      if (!message) return 'skipped'
      await sendText(supportFormNotification(message, await chatLanguage(db, chatId)))
      return 'sent'
    }
    case 'support-summary':
      // Plain text: the inbox's address stays whole.
      await api.sendMessage(
        chatId,
        supportSummaryText(row.payload, await chatLanguage(db, chatId), config.SITE_URL),
        { link_preview_options: { is_disabled: true } },
      )
      return 'sent'
    case 'failure-warning':
      await sendText(warningText(row.payload, await chatLanguage(db, chatId)))
      return 'sent'
    case 'briefing': {
      // Read when sent, in the chat's language, as of the morning it was queued for.
      const at = new Date(String((row.payload as { at?: string }).at))
      const briefing = await readBriefing(db, Number.isNaN(at.getTime()) ? new Date() : at)
      await sendBriefing(
        api,
        chatId,
        briefingMessages(briefing, await chatLanguage(db, chatId), config.SITE_URL),
      )
      return 'sent'
    }
    default:
      throw new DeliveryFailure(`a ${row.kind} message cannot go to Telegram`, true)
  }
}
