// One interface for every payment provider (one module each beside this file): create a payment,
// read its status, read a notification, cancel and refund. The worker changes an order only on
// what a provider's status API or a signature the provider documents says, never on what the
// shopper's browser says when it comes back.
import type { Dinars } from '../../domain/money'
import type { PaymentProviderId } from '../../domain/payment-methods'
import type { ProviderPaymentStatus } from '../../domain/payments'

export interface NewPayment {
  /** Our payment id: the provider's reference of the order where it keeps one. */
  paymentId: string
  orderId: string
  amount: Dinars
  currency: 'IQD'
  /** A line the shopper sees in their bank's app. */
  description: string
  /** Where the provider posts its status notifications (our webhook). */
  callbackUrl: string
  /** Where a hosted page sends the shopper back (our payment page). */
  returnUrl: string
  /** How long the shopper may take. */
  expiresInMinutes: number
  /** The order's language: a hosted page is shown in it. */
  locale: 'en' | 'ar'
}

export interface CreatedPayment {
  /** The provider's id of the payment (FIB's paymentId). */
  providerRef: string
  /** What the payment page shows: FIB's QR code, readable code and app links; a hosted page. */
  details: Record<string, string>
  validUntil: string | null
  /** What is charged when not the order's total in IQD (PayPal: US cents), in the currency's
   * smallest unit. */
  charged?: { amount: number; currency: string }
}

export interface StatusReport {
  status: ProviderPaymentStatus
  /** What the provider says was paid (whole dinars, or US cents), when it says. */
  amount?: { amount: number; currency: string }
  /** The provider's own word for it (FIB's status and declining reason). */
  detail: string
}

export interface PaymentProvider {
  readonly id: PaymentProviderId
  create(payment: NewPayment): Promise<CreatedPayment>
  status(providerRef: string): Promise<StatusReport>
  /**
   * The payment a notification names when it holds (its signature, where the provider signs);
   * null for a notification that does not. The status is read from the provider afterwards
   * anyway: a notification never changes an order on its own word.
   */
  notification(request: Request): Promise<{ providerRef: string } | null>
  cancel(providerRef: string): Promise<void>
  /** 'refunded' when the provider took the refund; 'manual' where it cannot refund. */
  refund(providerRef: string): Promise<'refunded' | 'manual'>
}

/** A provider answered with an error, timed out or could not be reached: nothing changes, the
 * reconciliation cron asks again later. */
export class ProviderUnavailable extends Error {
  constructor(provider: PaymentProviderId, what: string, cause?: unknown) {
    super(`${provider}: ${what}`, { cause })
    this.name = 'ProviderUnavailable'
  }
}

/** Each call to a provider gives up after this long. */
export const PROVIDER_TIMEOUT_MS = 10_000

/** fetch with the provider timeout; a network failure or timeout is ProviderUnavailable. */
export async function callProvider(
  provider: PaymentProviderId,
  what: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response
  let timer: ReturnType<typeof setTimeout> | undefined
  // The signal ends the request; the race also ends the wait where a fetch ignores the signal.
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROVIDER_TIMEOUT_MS} ms`)),
      PROVIDER_TIMEOUT_MS,
    )
  })
  try {
    response = await Promise.race([
      fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
      gaveUp,
    ])
  } catch (error) {
    throw new ProviderUnavailable(provider, `${what}: no answer`, error)
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '')
    throw new ProviderUnavailable(
      provider,
      `${what}: HTTP ${response.status} ${body.slice(0, 200)}`,
    )
  }
  return response
}
