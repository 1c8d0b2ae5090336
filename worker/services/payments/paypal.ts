// PayPal Orders v2, for riders paying from outside Iraq (PayPal pays out to no merchant in Iraq:
// the method is off by default). As PayPal's REST API reference describes it
// (developer.paypal.com/docs/api/orders/v2, payments/v2, webhooks/v1) and its Checkout Server SDK
// calls it:
// - token: POST /v1/oauth2/token, Basic client_id:secret, grant_type=client_credentials
// - create: POST /v2/checkout/orders { intent: CAPTURE, purchase_units: [{ reference_id, custom_id,
//   amount: { currency_code: USD, value } }], payment_source.paypal.experience_context {
//   return_url, cancel_url, user_action: PAY_NOW } } → { id, status, links: [{ rel: payer-action }] }
// - the shopper approves on PayPal; the order is captured on return (or on the webhook):
//   POST /v2/checkout/orders/{id}/capture with a PayPal-Request-Id, so a second capture is the
//   first one again
// - status: GET /v2/checkout/orders/{id}; refund: POST /v2/payments/captures/{capture_id}/refund
// - webhook: verified by POST /v1/notifications/verify-webhook-signature (the PAYPAL-TRANSMISSION-*
//   headers, PAYPAL-CERT-URL, PAYPAL-AUTH-ALGO, our webhook id and the event) → SUCCESS.
// PayPal has no IQD: the order's total is charged in US dollars at PAYPAL_IQD_PER_USD.
import { z } from 'zod'
import type { Dinars } from '../../domain/money'
import type { Config } from '../../env'
import {
  callProvider,
  type CreatedPayment,
  type NewPayment,
  type PaymentProvider,
  ProviderUnavailable,
  type StatusReport,
} from './provider'

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

  async function token(): Promise<string> {
    const response = await callProvider('paypal', 'token', `${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.PAYPAL_CLIENT_ID}:${config.PAYPAL_CLIENT_SECRET}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    const parsed = z
      .object({ access_token: z.string().min(1) })
      .safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('paypal', 'token: unexpected answer')
    return parsed.data.access_token
  }

  async function call(what: string, path: string, init: RequestInit = {}, headers = {}) {
    const bearer = await token()
    return callProvider('paypal', what, `${base}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json',
        ...headers,
      },
    })
  }

  async function order(what: string, response: Response): Promise<PayPalOrder> {
    const parsed = orderAnswer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('paypal', `${what}: unexpected answer`)
    return parsed.data
  }

  const read = async (id: string) =>
    order('status', await call('status', `/v2/checkout/orders/${encodeURIComponent(id)}`))

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

  return {
    id: 'paypal',

    async create(payment: NewPayment): Promise<CreatedPayment> {
      const cents = usdCentsOf(payment.amount, rateOf(config))
      const value = usdValue(cents)
      const created = await order(
        'create',
        await call(
          'create',
          '/v2/checkout/orders',
          {
            method: 'POST',
            body: JSON.stringify({
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
            }),
          },
          { 'PayPal-Request-Id': payment.paymentId },
        ),
      )
      const approve = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')
      if (!approve) throw new ProviderUnavailable('paypal', 'create: no approval link')
      return {
        providerRef: created.id,
        details: { approveUrl: approve.href, usd: value, iqdPerUsd: String(rateOf(config)) },
        validUntil: null,
        charged: { amount: cents, currency: 'USD' },
      }
    },

    /** Reads the order; approved by the shopper, it is captured now (once: PayPal-Request-Id). */
    async status(providerRef: string): Promise<StatusReport> {
      let current = await read(providerRef)
      if (current.status === 'APPROVED')
        current = await order(
          'capture',
          await call(
            'capture',
            `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`,
            { method: 'POST', body: '{}' },
            { 'PayPal-Request-Id': `capture-${providerRef}` },
          ),
        )
      return report(current)
    },

    async notification(request: Request) {
      const event: unknown = await request.json().catch(() => null)
      const parsed = webhookEvent.safeParse(event)
      if (!parsed.success) return null
      const header = (name: string) => request.headers.get(name) ?? ''
      const verified = await call('verify webhook', '/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: JSON.stringify({
          auth_algo: header('PAYPAL-AUTH-ALGO'),
          cert_url: header('PAYPAL-CERT-URL'),
          transmission_id: header('PAYPAL-TRANSMISSION-ID'),
          transmission_sig: header('PAYPAL-TRANSMISSION-SIG'),
          transmission_time: header('PAYPAL-TRANSMISSION-TIME'),
          webhook_id: config.PAYPAL_WEBHOOK_ID,
          webhook_event: event,
        }),
      })
      const answer = z
        .object({ verification_status: z.string() })
        .safeParse(await verified.json().catch(() => null))
      if (!answer.success || answer.data.verification_status !== 'SUCCESS') return null
      const { resource, event_type } = parsed.data
      const orderId = event_type.startsWith('CHECKOUT.ORDER.')
        ? resource.id
        : resource.supplementary_data?.related_ids?.order_id
      return orderId ? { providerRef: orderId } : null
    },

    // A PayPal order nobody approved simply expires at PayPal: there is nothing to cancel.
    async cancel() {},

    async refund(providerRef: string) {
      const captured = firstCapture(await read(providerRef))
      if (!captured) throw new ProviderUnavailable('paypal', 'refund: nothing captured')
      await call(
        'refund',
        `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
        { method: 'POST', body: '{}' },
        { 'PayPal-Request-Id': `refund-${captured.id}` },
      )
      return 'refunded'
    },
  }
}
