// One interface for every payment provider (one module each beside this file): create a payment,
// read its status, read a notification, cancel, refund and read a refund again. The worker changes
// an order only on what a provider's status API or a signature the provider documents says, never
// on what the shopper's browser says when it comes back. How to call a provider (timeouts, tokens,
// what its errors mean) is in provider-kit.ts.
import type { CourierId } from '../../domain/couriers'
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
  /** Where a hosted page (or FIB's app, as its redirectUri) sends the shopper back. */
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

export interface RefundRequest {
  /** Our refund's id (the provider's idempotency key / requestId where it takes one). */
  refundId: string
  /** The payment's amount, in the payment's currency's smallest unit (IQD whole dinars; PayPal US
   * cents). */
  amount: number
  currency: string
  reason: string
}

export interface RefundReport {
  /** done: the provider says the money went back; pending: accepted, not yet confirmed; failed: the
   * provider says it failed for good (only from refundStatus). */
  state: 'done' | 'pending' | 'failed'
  /** The provider's id of the refund when it gives one (PayPal's, Qi's), else null. */
  providerRef: string | null
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
  /** Asks for the payment's money back. Throws ProviderRefused on a permanent refusal,
   * ProviderUnavailable/ProviderInvalidAnswer otherwise. Never answers 'failed'. A provider that
   * cannot refund through its API throws ProviderRefused with code 'NO_REFUND_API'. */
  refund(providerRef: string, request: RefundRequest): Promise<RefundReport>
  /** Reads a pending refund's state again. */
  refundStatus(providerRef: string, refundRef: string | null): Promise<RefundReport>
}

/** A service the worker calls over HTTP through provider-kit: a payment provider or a courier. */
export type ProviderId = PaymentProviderId | CourierId

/** Why a provider call failed. */
export abstract class ProviderError extends Error {
  abstract readonly kind: 'unavailable' | 'refused' | 'invalid'
  /** The provider's own code when it gave one. */
  readonly code: string | null

  constructor(
    readonly provider: ProviderId,
    what: string,
    options: { code?: string | null; cause?: unknown } = {},
  ) {
    super(`${provider}: ${what}${options.code ? ` (${options.code})` : ''}`, {
      cause: options.cause,
    })
    this.code = options.code ?? null
    this.name = new.target.name
  }
}

/** Not reached, timed out, 5xx, 429, 408, or a 401 still after one token refresh: try again
 * later. */
export class ProviderUnavailable extends ProviderError {
  readonly kind = 'unavailable'
}

/** A permanent business refusal (a 4xx with the provider's code): retrying will not help. */
export class ProviderRefused extends ProviderError {
  readonly kind = 'refused'
}

/** An answer in no documented shape: retried like unavailable, logged as its own kind. */
export class ProviderInvalidAnswer extends ProviderError {
  readonly kind = 'invalid'
}
