// First Iraqi Bank (FIB) online payments, as FIB's own SDKs call them (fib-python-payment-sdk
// 0.1.8, src/fib_payments/client.py and config.py; fib-php-payment-sdk; the API's Postman
// documentation they link, https://documenter.getpostman.com/view/18377702/UVCB93tc):
// - token: POST {base}/auth/realms/fib-online-shop/protocol/openid-connect/token, form
//   grant_type=client_credentials, client_id, client_secret → { access_token, expires_in }
// - create: POST {base}/protected/v1/payments { monetaryValue: { amount, currency: 'IQD' },
//   statusCallbackUrl, description, expiresIn, refundableFor } → { paymentId, readableCode,
//   qrCode (a data: URL), validUntil, personalAppLink, businessAppLink, corporateAppLink }
// - status: GET .../payments/{id}/status → { paymentId, status: PAID | UNPAID | DECLINED |
//   REFUND_REQUESTED | REFUNDED, paidAt, amount: { amount, currency }, decliningReason, declinedAt }
// - cancel: POST .../payments/{id}/cancel (204); refund: POST .../payments/{id}/refund (202)
// - the status callback: FIB POSTs { id, status } to statusCallbackUrl. It is not signed, so it
//   only names the payment: its status is always read back from the status API.
import { z } from 'zod'
import type { Config } from '../../env'
import {
  callProvider,
  type CreatedPayment,
  type NewPayment,
  type PaymentProvider,
  ProviderUnavailable,
  type StatusReport,
} from './provider'

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() })

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

const callbackBody = z.object({ id: z.string().min(1).max(200), status: z.string().max(50) })

/** ISO 8601 duration of whole minutes, as FIB's expiresIn takes it. */
const minutes = (n: number) => `PT${Math.max(1, Math.round(n))}M`

export const fibConfigured = (config: Config) =>
  !!(config.FIB_CLIENT_ID && config.FIB_CLIENT_SECRET)

export function fibProvider(config: Config): PaymentProvider {
  const base = config.FIB_API_URL.replace(/\/+$/, '')
  const api = `${base}/protected/v1`

  async function token(): Promise<string> {
    const response = await callProvider(
      'fib',
      'token',
      `${base}/auth/realms/fib-online-shop/protocol/openid-connect/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: config.FIB_CLIENT_ID,
          client_secret: config.FIB_CLIENT_SECRET,
        }),
      },
    )
    const parsed = tokenAnswer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('fib', 'token: unexpected answer')
    return parsed.data.access_token
  }

  async function call(what: string, path: string, init: RequestInit = {}) {
    const bearer = await token()
    return callProvider('fib', what, `${api}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    })
  }

  async function json<T>(schema: z.ZodType<T>, what: string, response: Response): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('fib', `${what}: unexpected answer`)
    return parsed.data
  }

  return {
    id: 'fib',

    async create(payment: NewPayment): Promise<CreatedPayment> {
      const response = await call('create', '/payments', {
        method: 'POST',
        body: JSON.stringify({
          monetaryValue: { amount: payment.amount, currency: payment.currency },
          statusCallbackUrl: payment.callbackUrl,
          description: payment.description.slice(0, 50),
          expiresIn: minutes(payment.expiresInMinutes),
          refundableFor: 'P7D',
        }),
      })
      const created = await json(createdAnswer, 'create', response)
      const details: Record<string, string> = {
        readableCode: created.readableCode,
        qrCode: created.qrCode,
      }
      if (created.personalAppLink) details.personalAppLink = created.personalAppLink
      if (created.businessAppLink) details.businessAppLink = created.businessAppLink
      if (created.corporateAppLink) details.corporateAppLink = created.corporateAppLink
      return { providerRef: created.paymentId, details, validUntil: created.validUntil ?? null }
    },

    async status(providerRef: string): Promise<StatusReport> {
      const response = await call('status', `/payments/${encodeURIComponent(providerRef)}/status`)
      const answer = await json(statusAnswer, 'status', response)
      const detail = [answer.status, answer.decliningReason].filter(Boolean).join(' ')
      const amount = answer.amount
        ? { amount: answer.amount.amount, currency: answer.amount.currency }
        : undefined
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

    async notification(request: Request) {
      const parsed = callbackBody.safeParse(await request.json().catch(() => null))
      return parsed.success ? { providerRef: parsed.data.id } : null
    },

    async cancel(providerRef: string) {
      await call('cancel', `/payments/${encodeURIComponent(providerRef)}/cancel`, {
        method: 'POST',
      })
    },

    async refund(providerRef: string) {
      await call('refund', `/payments/${encodeURIComponent(providerRef)}/refund`, {
        method: 'POST',
      })
      return 'refunded'
    },
  }
}
