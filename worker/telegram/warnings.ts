// The warnings the worker itself sends the admin chats through the outbox (kind 'failure-warning'):
// the payload names the warning, and its words are written in each chat's language when it is sent.
import { ERROR_ALERT_THRESHOLD, ERROR_WINDOW_MINUTES } from '../domain/error-rate'
import { type BotLanguage, translator } from './i18n'

/** The error-rate alert (services/error-alert.ts). */
export const ERROR_RATE = 'error-rate'

export function warningText(payload: Record<string, unknown>, language: BotLanguage): string {
  const t = translator(language)
  if (payload.alert === ERROR_RATE)
    return t('warning.errorRate', {
      threshold: ERROR_ALERT_THRESHOLD,
      minutes: ERROR_WINDOW_MINUTES,
    })
  // The daily warning of failed messages (db/queries/outbox.ts) names how many.
  if (typeof payload.count === 'number') return t('warning.failed', { count: payload.count })
  // Warnings queued before they were written in the chat's language carry their English text.
  return typeof payload.text === 'string' ? payload.text : ''
}
