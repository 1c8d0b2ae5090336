// PayPal Orders v2, for riders paying from outside Iraq (PayPal pays out to no merchant in Iraq:
// the method is off by default). As PayPal's OpenAPI specifications describe it (Orders v2,
// Payments v2, Webhooks v1; fixtures and their sources in test/fixtures/payments/paypal):
// - token: POST /v1/oauth2/token, Basic client_id:secret, grant_type=client_credentials
// - create: POST /v2/checkout/orders { intent: CAPTURE, purchase_units: [{ reference_id, custom_id,
//   amount: { currency_code: USD, value } }], payment_source.paypal.experience_context {
//   return_url, cancel_url, user_action: PAY_NOW } } → { id, status, links: [{ rel: payer-action }] }
// - the shopper approves on PayPal; the order is captured on return (or on the webhook):
//   POST /v2/checkout/orders/{id}/capture with a PayPal-Request-Id, so a second capture is the
//   first one again; a capture refused with 422 INSTRUMENT_DECLINED declines the payment (the
//   shopper chooses another card) rather than being retried
// - status: GET /v2/checkout/orders/{id}; refund: POST /v2/payments/captures/{capture_id}/refund
//   (PayPal-Request-Id: our refund's id) → { id, status: COMPLETED | PENDING }, read again with
//   GET /v2/payments/refunds/{id}; errors answer { name, details: [{ issue }], debug_id }
// - webhook: verified by POST /v1/notifications/verify-webhook-signature (the PAYPAL-TRANSMISSION-*
//   headers, PAYPAL-CERT-URL, PAYPAL-AUTH-ALGO, our webhook id and the event) → SUCCESS, after the
//   cheap checks (headers present, a known event), so a stray post costs no token.
// PayPal has no IQD: the order's total is charged in US dollars at PAYPAL_IQD_PER_USD.
import * as z from 'zod'
import type { Dinars } from '../../domain/money'
import type { Config } from '../../env'
import type { PaymentProvider, RefundReport, StatusReport } from './provider'
import { ProviderInvalidAnswer, ProviderRefused } from './provider'
import { clientCredentials, providerApi } from './provider-kit'

const money = z.object({ currency_code: z.string(), value: z.string() })
const capture = z.object({ id: z.string(), status: z.string(), amount: money.nullish() })
const orderAnswer = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).nullish(),
  purchase_units: z
    .array(
      z.object({
        amount: money.nullish(),
        payments: z.object({ captures: z.array(capture).nullish() }).nullish(),
      }),
    )
    .nullish(),
})
type PayPalOrder = z.infer<typeof orderAnswer>

const refundAnswer = z.object({
  id: z.string().min(1),
  status: z.string(),
  status_details: z.object({ reason: z.string().nullish() }).nullish(),
})

const errorEnvelope = z.object({
  name: z.string().nullish(),
  details: z.array(z.object({ issue: z.string() })).nullish(),
})

/** The events that can move a payment (Webhooks event names: Orders v2 and Payments v2). */
const ORDER_EVENTS = new Set(['CHECKOUT.ORDER.APPROVED', 'CHECKOUT.ORDER.COMPLETED'])
const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
])

const TRANSMISSION_HEADERS = {
  auth_algo: 'PAYPAL-AUTH-ALGO',
  cert_url: 'PAYPAL-CERT-URL',
  transmission_id: 'PAYPAL-TRANSMISSION-ID',
  transmission_sig: 'PAYPAL-TRANSMISSION-SIG',
  transmission_time: 'PAYPAL-TRANSMISSION-TIME',
} as const

const webhookEvent = z.object({
  event_type: z.string(),
  resource: z.object({
    id: z.string(),
    supplementary_data: z
      .object({ related_ids: z.object({ order_id: z.string().nullish() }).nullish() })
      .nullish(),
  }),
})

const rateOf = (config: Config) => Number(config.PAYPAL_IQD_PER_USD)

export const paypalConfigured = (config: Config) =>
  !!(
    config.PAYPAL_CLIENT_ID &&
    config.PAYPAL_CLIENT_SECRET &&
    config.PAYPAL_WEBHOOK_ID &&
    rateOf(config) > 0
  )

/** US cents for an amount in dinars at `iqdPerUsd` dinars a dollar, rounded up to the cent (the
 * shop is never paid less than the order's total); a rate such as 1310.5 is exact to 1/1000. */
export function usdCentsOf(amount: Dinars, iqdPerUsd: number): number {
  const ratePerMille = Math.round(iqdPerUsd * 1000)
  return Math.ceil((amount * 100 * 1000) / ratePerMille)
}

/** PayPal's decimal string of an amount in cents, and back. */
const usdValue = (cents: number) => (cents / 100).toFixed(2)
const centsOf = (value: string) => Math.round(Number(value) * 100)

export function paypalProvider(config: Config): PaymentProvider {
  const base = config.PAYPAL_API_URL.replace(/\/+$/, '')
  const api = providerApi({
    provider: 'paypal',
    base,
    auth: clientCredentials({
      provider: 'paypal',
      url: `${base}/v1/oauth2/token`,
      clientId: config.PAYPAL_CLIENT_ID,
      form: {},
      headers: {
        Authorization: `Basic ${btoa(`${config.PAYPAL_CLIENT_ID}:${config.PAYPAL_CLIENT_SECRET}`)}`,
      },
    }),
    errorCodeOf: (body) => {
      const error = errorEnvelope.safeParse(body).data
      return error?.details?.[0]?.issue ?? error?.name ?? null
    },
  })
  const orderPath = (id: string, action = '') =>
    `/v2/checkout/orders/${encodeURIComponent(id)}${action}`
  const read = (id: string) => api.json(orderAnswer, 'status', orderPath(id))

  const firstCapture = (o: PayPalOrder) => o.purchase_units?.[0]?.payments?.captures?.[0]

  function report(o: PayPalOrder): StatusReport {
    const captured = firstCapture(o)
    const value = captured?.amount ?? o.purchase_units?.[0]?.amount
    const amount = value
      ? { amount: centsOf(value.value), currency: value.currency_code }
      : undefined
    const detail = [o.status, captured?.status].filter(Boolean).join(' ')
    if (o.status === 'VOIDED') return { status: 'declined', amount, detail }
    if (o.status !== 'COMPLETED' || !captured) return { status: 'open', amount, detail }
    if (captured.status === 'COMPLETED') return { status: 'paid', amount, detail }
    if (captured.status === 'REFUNDED' || captured.status === 'PARTIALLY_REFUNDED')
      return { status: 'refunded', amount, detail }
    if (captured.status === 'DECLINED' || captured.status === 'FAILED')
      return { status: 'declined', amount, detail }
    return { status: 'open', amount, detail }
  }

  /** Captures an approved order, once (PayPal-Request-Id); a declined card declines the payment. */
  async function capture(o: PayPalOrder): Promise<StatusReport> {
    try {
      return report(
        await api.json(orderAnswer, 'capture', orderPath(o.id, '/capture'), {
          method: 'POST',
          body: {},
          headers: { 'PayPal-Request-Id': `capture-${o.id}` },
        }),
      )
    } catch (error) {
      if (!(error instanceof ProviderRefused) || error.code !== 'INSTRUMENT_DECLINED') throw error
      return { status: 'declined', detail: `${o.status} capture INSTRUMENT_DECLINED` }
    }
  }

  function refundReport(answer: z.infer<typeof refundAnswer>): RefundReport {
    const detail = [answer.status, answer.status_details?.reason].filter(Boolean).join(' ')
    const state =
      answer.status === 'COMPLETED' ? 'done' : answer.status === 'PENDING' ? 'pending' : 'failed'
    return { state, providerRef: answer.id, detail }
  }

  return {
    id: 'paypal',

    async create(payment) {
      const cents = usdCentsOf(payment.amount, rateOf(config))
      const value = usdValue(cents)
      const created = await api.json(orderAnswer, 'create', '/v2/checkout/orders', {
        method: 'POST',
        headers: { 'PayPal-Request-Id': payment.paymentId },
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: payment.orderId,
              custom_id: payment.paymentId,
              description: payment.description,
              amount: { currency_code: 'USD', value },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: payment.returnUrl,
                cancel_url: payment.returnUrl,
                user_action: 'PAY_NOW',
                locale: payment.locale === 'ar' ? 'ar-EG' : 'en-US',
              },
            },
          },
        },
      })
      const approve = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')
      if (!approve) throw new ProviderInvalidAnswer('paypal', 'create: no approval link')
      return {
        providerRef: created.id,
        details: { approveUrl: approve.href, usd: value, iqdPerUsd: String(rateOf(config)) },
        validUntil: null,
        charged: { amount: cents, currency: 'USD' },
      }
    },

    /** Reads the order; approved by the shopper, it is captured now. */
    async status(providerRef) {
      const current = await read(providerRef)
      return current.status === 'APPROVED' ? capture(current) : report(current)
    },

    async notification(request) {
      const transmission = Object.fromEntries(
        Object.entries(TRANSMISSION_HEADERS).map(([field, name]) => [
          field,
          request.headers.get(name) ?? '',
        ]),
      )
      if (Object.values(transmission).some((value) => !value)) return null
      const event: unknown = await request.json().catch(() => null)
      const parsed = webhookEvent.safeParse(event)
      if (!parsed.success) return null
      const { resource, event_type } = parsed.data
      const orderId = ORDER_EVENTS.has(event_type)
        ? resource.id
        : CAPTURE_EVENTS.has(event_type)
          ? resource.supplementary_data?.related_ids?.order_id
          : null
      if (!orderId) return null
      const verified = await api.json(
        z.object({ verification_status: z.string() }),
        'verify webhook',
        '/v1/notifications/verify-webhook-signature',
        {
          method: 'POST',
          body: { ...transmission, webhook_id: config.PAYPAL_WEBHOOK_ID, webhook_event: event },
        },
      )
      return verified.verification_status === 'SUCCESS' ? { providerRef: orderId } : null
    },

    // A PayPal order nobody approved simply expires at PayPal: there is nothing to cancel.
    async cancel() {},

    async refund(providerRef, request) {
      const captured = firstCapture(await read(providerRef))
      if (!captured)
        throw new ProviderRefused('paypal', 'refund: nothing captured', { code: 'NOT_CAPTURED' })
      try {
        const answer = await api.json(
          refundAnswer,
          'refund',
          `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
          {
            method: 'POST',
            headers: { 'PayPal-Request-Id': request.refundId },
            body: { note_to_payer: request.reason.slice(0, 255) },
          },
        )
        const refunded = refundReport(answer)
        if (refunded.state === 'failed')
          throw new ProviderRefused('paypal', `refund: ${refunded.detail}`, { code: answer.status })
        return refunded
      } catch (error) {
        // Refunded already (by hand at PayPal, or by a refund whose answer was lost).
        if (error instanceof ProviderRefused && error.code === 'CAPTURE_FULLY_REFUNDED')
          return { state: 'done', providerRef: null, detail: error.code }
        throw error
      }
    },

    async refundStatus(providerRef, refundRef) {
      if (refundRef)
        return refundReport(
          await api.json(
            refundAnswer,
            'refund status',
            `/v2/payments/refunds/${encodeURIComponent(refundRef)}`,
          ),
        )
      const captured = firstCapture(await read(providerRef))
      const status = captured?.status ?? 'NOT_CAPTURED'
      const state = status === 'REFUNDED' ? 'done' : 'pending'
      return { state, providerRef: null, detail: status }
    },
  }
}
