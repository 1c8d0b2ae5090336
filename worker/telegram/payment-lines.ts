// An online order's payments in the admin chats' message of it: for each payment the provider,
// its reference, the amount and its state, then each payment event with its time.
import { formatPaymentAmount } from '../domain/payment-amount'
import type { PaymentEventRow, PaymentRow } from '../db/queries/payments'
import { escapeMarkdown, formatShopTime } from './format'
import { type BotLanguage, translator } from './i18n'

export function paymentLines(
  payments: PaymentRow[],
  events: PaymentEventRow[],
  language: BotLanguage,
): string[] {
  if (payments.length === 0) return []
  const t = translator(language)
  return [
    '',
    t('onlinePayment.title'),
    ...payments.map((p) =>
      t('onlinePayment.line', {
        provider: t(`provider.${p.provider}`),
        amount: formatPaymentAmount(p.amount, p.currency, language),
        ref: escapeMarkdown(p.providerRef),
        state: t(`paymentState.${p.state}`),
      }),
    ),
    ...events.map(
      (ev) => `  ${formatShopTime(ev.createdAt, language)}: ${t(`paymentEvent.${ev.kind}`)}`,
    ),
  ]
}
