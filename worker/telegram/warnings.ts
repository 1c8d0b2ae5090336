// The warnings the worker itself sends the admin chats through the outbox (kind 'failure-warning'):
// the payload names the warning, and its words are written in each chat's language when it is sent.
import { ERROR_KINDS, ERROR_THRESHOLDS, ERROR_WINDOW_MINUTES } from '../domain/error-rate'
import { ORDER_WARNING } from '../domain/delivery'
import { isOrderStatus } from '../domain/order-status'
import { PAYMENT_PROVIDER_IDS } from '../domain/payment-methods'
import { CASH_DIFFERENCE_KINDS, COURIER_IDS } from '../domain/couriers'
import type { Dinars } from '../domain/money'
import { CASH_DIFFERENCES_ALERT } from '../db/queries/cash'
import { formatDinars } from './format'
import { type BotLanguage, statusLabel, translator } from './i18n'

/** The error-rate alert of each kind of server error (services/error-alert.ts). */
export const ERROR_RATE = 'error-rate'
/** A payment provider not answering (services/provider-outage.ts). */
export const PROVIDER_OUTAGE = 'provider-outage'

/** A refund left to the owner (services/payments/refunds.ts). */
export const REFUND_BY_HAND = 'refund-by-hand'

/** Why a refund is left to the owner, by its reason's key. */
const BY_HAND_REASONS = ['refused', 'unreachable', 'no-provider', 'failed'] as const

export function warningText(payload: Record<string, unknown>, language: BotLanguage): string {
  const t = translator(language)
  if (payload.alert === ERROR_RATE) return errorRateText(payload, language)
  const provider = PAYMENT_PROVIDER_IDS.find((id) => id === payload.provider)
  if (payload.alert === PROVIDER_OUTAGE && provider)
    return t('warning.providerOutage', {
      provider: t(`provider.${provider}`),
      detail: String(payload.detail),
    })
  if (payload.alert === REFUND_BY_HAND) {
    const why = BY_HAND_REASONS.find((reason) => reason === payload.why) ?? 'failed'
    return t('warning.refundByHand', {
      orderId: String(payload.orderId),
      amount: Number(payload.amount),
      currency: String(payload.currency),
      reason: t(`refundByHand.${why}`),
      detail: typeof payload.detail === 'string' ? payload.detail : '',
    })
  }
  if (payload.alert === CASH_DIFFERENCES_ALERT) return cashDifferencesText(payload, language)
  if (payload.alert === ORDER_WARNING && isOrderStatus(payload.status))
    return t('warning.order', {
      orderId: String(payload.orderId),
      status: statusLabel(language, payload.status),
    })
  // The daily warning of failed messages (db/queries/outbox.ts) names how many.
  if (typeof payload.count === 'number') return t('warning.failed', { count: payload.count })
  // Warnings queued before they were written in the chat's language carry their English text.
  return typeof payload.text === 'string' ? payload.text : ''
}

/** The text of each kind's error-rate alert; warnings written before there were kinds are the
 * worker's own errors, without a route. */
const ERROR_RATE_TEXTS = {
  server: 'warning.errorRate',
  configuration: 'warning.configurationErrors',
  provider: 'warning.providerErrors',
} as const

/** An error-rate alert: what kind of errors piled up, and the route most of them came from. */
function errorRateText(payload: Record<string, unknown>, language: BotLanguage): string {
  const t = translator(language)
  const kind = ERROR_KINDS.find((k) => k === payload.kind) ?? 'server'
  const text = t(ERROR_RATE_TEXTS[kind], {
    threshold: ERROR_THRESHOLDS[kind],
    minutes: ERROR_WINDOW_MINUTES,
  })
  return typeof payload.route === 'string' && payload.route
    ? `${text}\n${t('warning.errorRoute', { route: payload.route })}`
    : text
}

/** New cash differences of a courier's statement (or its parcels missing from statements): what
 * each is, the first few named (db/queries/cash.ts). */
function cashDifferencesText(payload: Record<string, unknown>, language: BotLanguage): string {
  const t = translator(language)
  const courier = COURIER_IDS.find((id) => id === payload.courier)
  const named = Array.isArray(payload.differences) ? (payload.differences as unknown[]) : []
  const count = typeof payload.count === 'number' ? payload.count : named.length
  const money = (amount: unknown) =>
    typeof amount === 'number' ? formatDinars(amount as Dinars, language) : '—'
  const lines = named.flatMap((entry) => {
    const d = entry as Record<string, unknown>
    const kind = CASH_DIFFERENCE_KINDS.find((k) => k === d.kind)
    if (!kind) return []
    return t(`cashDifference.${kind}`, {
      orderId: typeof d.orderId === 'string' ? d.orderId : '',
      parcel: typeof d.parcel === 'string' ? d.parcel : '',
      expected: money(d.expected),
      received: money(d.received),
    })
  })
  return [
    t('warning.cashDifferences', {
      count,
      courier: courier ? t(`cashCourier.${courier}`) : String(payload.courier),
      statement:
        typeof payload.statement === 'string'
          ? t('warning.cashStatement', { reference: payload.statement })
          : '',
    }),
    ...lines,
    ...(count > lines.length ? [t('warning.cashMore', { count: count - lines.length })] : []),
    t('warning.cashFooter'),
  ].join('\n')
}
