// An online order's payments in the admin chats' message of it: for each payment the provider,
// its reference, the amount and its state, then each payment event with its time.
import { asFils } from '../domain/money'
import { formatPaymentAmount } from '../domain/payment-amount'
import type { PaymentEventKind, PaymentState } from '../domain/payments'
import type { PaymentEventRow, PaymentRow } from '../db/queries/payments'
import { escapeMarkdown, formatShopTime } from './format'

const PROVIDERS: Record<PaymentRow['provider'], string> = {
  fib: 'FIB',
  zaincash: 'ZainCash',
  qi: 'Qi Card',
  paypal: 'PayPal',
}

const STATES: Record<PaymentState, string> = {
  open: 'open, waiting for the shopper',
  paid: 'paid',
  declined: 'declined or cancelled',
  expired: 'expired',
  refunded: 'refunded',
  refund_manual: 'TO REFUND BY HAND',
}

const EVENTS: Record<PaymentEventKind, string> = {
  created: 'payment opened',
  paid: 'paid (verified with the provider)',
  declined: 'declined or cancelled',
  expired: 'expired, cancelled at the provider',
  'late-paid-revived': 'paid after it expired: order revived',
  'late-paid-refunded': 'paid after it expired, items gone: refunded',
  'late-paid-refund-manual': 'paid after it expired, items gone: refund it by hand',
  refunded: 'refunded through the provider',
  'refund-manual': 'refund it by hand',
  'rejected-notification': 'notification rejected',
}

export function paymentLines(payments: PaymentRow[], events: PaymentEventRow[]): string[] {
  if (payments.length === 0) return []
  const e = escapeMarkdown
  return [
    '',
    '*Online payment:*',
    ...payments.map(
      (p) =>
        `• ${PROVIDERS[p.provider]} ${formatPaymentAmount(asFils(p.amount), p.currency, 'en')}, ref ${e(p.providerRef)}: ${STATES[p.state]}`,
    ),
    ...events.map((ev) => `  ${formatShopTime(ev.createdAt)}: ${EVENTS[ev.kind]}`),
  ]
}
