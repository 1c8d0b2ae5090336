// A payment provider that does not answer (PAYMENT_PROVIDER_UNAVAILABLE: a 5xx, a timeout, no
// answer) warns the admin chats on its own, at most once per provider an hour, instead of counting
// toward the visitor error rate: anyone can send a notification, so its failures must not be able to
// raise, or use up, the error-rate alert. The claim row (alerts_sent) makes concurrent reports of
// one outage send one warning.
import { chatLane } from '../domain/delivery'
import { ALERT_INTERVAL_MS } from '../domain/error-rate'
import type { PaymentProviderId } from '../domain/payment-methods'
import { claimAlert } from '../db/queries/error-alerts'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { telegramSettings } from '../telegram/settings'
import { PROVIDER_OUTAGE } from '../telegram/warnings'

/** Longer details are cut: the warning quotes where the outage was seen, not a whole answer. */
const DETAIL_CHARS = 200

/**
 * Records that `provider` did not answer at `now`; `detail` says where or how (a route, the
 * provider's error message) and is quoted in the warning. True when this call wrote the warning to
 * the outbox (for each admin chat, in its language when sent); the caller's request or the
 * five-minute sweep forwards it to the queue.
 */
export async function noteProviderOutage(
  db: Db,
  config: Config,
  provider: PaymentProviderId,
  now: Date,
  detail: string,
): Promise<boolean> {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  if (chats.length === 0) return false
  const alert = `${PROVIDER_OUTAGE}:${provider}`
  return claimAlert(db, {
    alert,
    resendBefore: new Date(now.getTime() - ALERT_INTERVAL_MS),
    warnings: chats.map((chatId) => ({
      channel: 'telegram' as const,
      kind: 'failure-warning' as const,
      lane: chatLane(chatId),
      ref: `alert:${alert}`,
      payload: { chatId, alert: PROVIDER_OUTAGE, provider, detail: detail.slice(0, DETAIL_CHARS) },
    })),
    now,
  })
}
