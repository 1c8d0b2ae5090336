// First Iraqi Bank (FIB) online payments, as FIB's own SDKs call them (fib-python-payment-sdk
// client.py, fib-laravel-payment-sdk FIBPaymentIntegrationService.php; fixtures and their sources
// in test/fixtures/payments/fib):
// - token: OAuth2 client credentials at {base}/auth/realms/fib-online-shop/protocol/openid-connect/token
// - create: POST {base}/protected/v1/payments { monetaryValue, statusCallbackUrl, redirectUri,
//   description, expiresIn, refundableFor } → { paymentId, readableCode, qrCode, validUntil, *AppLink }
// - status: GET .../payments/{id}/status → PAID | UNPAID | DECLINED | REFUND_REQUESTED | REFUNDED
// - cancel: POST .../payments/{id}/cancel (204); refund: POST .../payments/{id}/refund (202, then
//   REFUND_REQUESTED until REFUNDED); an error answers { traceId, errors: [{ code }] }
// - the status callback: FIB POSTs { id, status } to statusCallbackUrl. It is not signed, so it
//   only names the payment: its status is always read back from the status API.
import * as z from 'zod'
import type { Config } from '../../env'
import type { PaymentProvider, RefundReport } from './provider'
import { ProviderRefused } from './provider'
import { clientCredentials, providerApi } from './provider-kit'

const createdAnswer = z.object({
  paymentId: z.string().min(1),
  readableCode: z.string(),
  qrCode: z.string(),
  validUntil: z.string().nullish(),
  personalAppLink: z.string().nullish(),
  businessAppLink: z.string().nullish(),
  corporateAppLink: z.string().nullish(),
})

const statusAnswer = z.object({
  paymentId: z.string(),
  status: z.string(),
  amount: z.object({ amount: z.coerce.number(), currency: z.string() }).nullish(),
  decliningReason: z.string().nullish(),
})

const errorEnvelope = z.object({ errors: z.array(z.object({ code: z.string() })).min(1) })

const callbackBody = z.object({ id: z.string().min(1).max(200), status: z.string().max(50) })

/** ISO 8601 duration of whole minutes, as FIB's expiresIn takes it. */
const minutes = (n: number) => `PT${Math.max(1, Math.round(n))}M`

/** How long after payment FIB lets us refund (the SDKs' default); FIB refuses a refund after. */
const REFUNDABLE_FOR = 'P7D'

const APP_LINKS = ['personalAppLink', 'businessAppLink', 'corporateAppLink'] as const

export const fibConfigured = (config: Config) =>
  !!(config.FIB_CLIENT_ID && config.FIB_CLIENT_SECRET)

export function fibProvider(config: Config): PaymentProvider {
  const base = config.FIB_API_URL.replace(/\/+$/, '')
  const api = providerApi({
    provider: 'fib',
    base: `${base}/protected/v1`,
    auth: clientCredentials({
      provider: 'fib',
      url: `${base}/auth/realms/fib-online-shop/protocol/openid-connect/token`,
      clientId: config.FIB_CLIENT_ID,
      form: { client_id: config.FIB_CLIENT_ID, client_secret: config.FIB_CLIENT_SECRET },
    }),
    errorCodeOf: (body) =>
      errorEnvelope
        .safeParse(body)
        .data?.errors.map((e) => e.code)
        .join(',') ?? null,
  })
  const path = (providerRef: string, action: string) =>
    `/payments/${encodeURIComponent(providerRef)}/${action}`
  const read = (providerRef: string) =>
    api.json(statusAnswer, 'status', path(providerRef, 'status'))

  /** A refund's state as the payment's status says it. */
  function refundReport(status: string): RefundReport {
    if (status === 'REFUNDED') return { state: 'done', providerRef: null, detail: status }
    if (status === 'REFUND_REQUESTED')
      return { state: 'pending', providerRef: null, detail: status }
    return { state: 'failed', providerRef: null, detail: `no refund under way: ${status}` }
  }

  return {
    id: 'fib',

    async create(payment) {
      const created = await api.json(createdAnswer, 'create', '/payments', {
        method: 'POST',
        body: {
          monetaryValue: { amount: payment.amount, currency: payment.currency },
          statusCallbackUrl: payment.callbackUrl,
          // Where FIB's app sends a shopper paying on the same phone back to.
          redirectUri: payment.returnUrl,
          description: payment.description.slice(0, 50),
          expiresIn: minutes(payment.expiresInMinutes),
          refundableFor: REFUNDABLE_FOR,
        },
      })
      const details: Record<string, string> = {
        readableCode: created.readableCode,
        qrCode: created.qrCode,
      }
      for (const link of APP_LINKS) {
        const href = created[link]
        if (href) details[link] = href
      }
      return { providerRef: created.paymentId, details, validUntil: created.validUntil ?? null }
    },

    async status(providerRef) {
      const answer = await read(providerRef)
      const detail = [answer.status, answer.decliningReason].filter(Boolean).join(' ')
      const amount = answer.amount ?? undefined
      switch (answer.status) {
        case 'PAID':
          return { status: 'paid', amount, detail }
        case 'DECLINED':
          return { status: 'declined', amount, detail }
        case 'REFUND_REQUESTED':
        case 'REFUNDED':
          return { status: 'refunded', amount, detail }
        default:
          return { status: 'open', amount, detail }
      }
    },

    async notification(request) {
      const parsed = callbackBody.safeParse(await request.json().catch(() => null))
      return parsed.success ? { providerRef: parsed.data.id } : null
    },

    async cancel(providerRef) {
      await api.call('cancel', path(providerRef, 'cancel'), { method: 'POST' })
    },

    // FIB takes no idempotency key: a refusal of a refund asked before (a retry after a lost
    // answer) is read back from the payment's status rather than reported as a refusal.
    async refund(providerRef) {
      try {
        await api.call('refund', path(providerRef, 'refund'), { method: 'POST' })
      } catch (error) {
        if (!(error instanceof ProviderRefused)) throw error
        const report = refundReport((await read(providerRef)).status)
        if (report.state === 'failed') throw error
        return report
      }
      return { state: 'pending', providerRef: null, detail: 'REFUND_REQUESTED' }
    },

    async refundStatus(providerRef) {
      return refundReport((await read(providerRef)).status)
    },
  }
}
