// The life of one online payment, the same for every provider: open while the shopper pays, then
// paid, declined (or cancelled by the shopper), expired, and after a paid order is cancelled
// refunded by the provider or waiting for a refund the owner makes by hand.
export const PAYMENT_STATES = [
  'open',
  'paid',
  'declined',
  'expired',
  'refunded',
  'refund_manual',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** The states of a payment whose money the shop received (whether or not it went back since). */
const MONEY_RECEIVED: readonly PaymentState[] = ['paid', 'refunded', 'refund_manual']
export const moneyReceived = (state: PaymentState) => MONEY_RECEIVED.includes(state)

/** What the provider says of a payment when asked (or in a verified notification). */
export type ProviderPaymentStatus = 'open' | 'paid' | 'declined' | 'refunded'

/** Each thing the payment's timeline shows. */
export const PAYMENT_EVENT_KINDS = [
  'created',
  'paid',
  'declined',
  'expired',
  // Paid after the order had expired: revived when its units were still there...
  'late-paid-revived',
  // ...else refunded at once, or flagged to the owner where the provider could not refund.
  'late-paid-refunded',
  'late-paid-refund-manual',
  'refunded',
  'refund-manual',
  // The owner gave the money back themselves (the detail names them).
  'refund-made-by-hand',
  // A notification that did not hold (signature, amount, currency, or the provider said otherwise).
  'rejected-notification',
] as const
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number]

/** A payment still waits for the shopper. */
export const isOpen = (state: PaymentState) => state === 'open'

/** Minutes after which the reconciliation cron asks the provider about an open payment. */
export const RECONCILE_AFTER_MINUTES = 3

/** Status reads one reconciliation run makes at most, oldest payment first: a Worker invocation
 * may make 1,000 subrequests on the paid plan, and the run's expiries, cancellations and refunds
 * need their own. The rest wait for the next run, five minutes later. */
export const RECONCILE_READS_PER_RUN = 600

/**
 * Does what the provider reports match the order? The amount exactly (whole dinars, or US cents for
 * PayPal: a provider's 13,332.6 never matches 13,333) and the currency.
 */
export function amountMatches(
  expected: { amount: number; currency: string },
  reported: { amount: number; currency: string },
): boolean {
  return expected.amount === reported.amount && expected.currency === reported.currency
}
