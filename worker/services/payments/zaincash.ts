// ZainCash's Payment Gateway v2 (the wallet most Iraqis have), as its Integration Guide v1.0
// (docs.zaincash.iq, 22 Jan 2026) describes it; sandbox https://pg-api-uat.zaincash.iq:
// - token: POST /oauth2/token, form grant_type=client_credentials, client_id, client_secret,
//   scope "payment:read payment:write reverse:write" → { access_token }
// - init: POST /api/v2/payment-gateway/transaction/init { language, externalReferenceId (a UUID,
//   unique per attempt), orderId, serviceType, amount: { value, currency: IQD },
//   redirectUrls: { successUrl, failureUrl } } → the transaction's id and the redirectUrl the
//   shopper is sent to (never built by hand)
// - the shopper comes back to successUrl or failureUrl with ?token=<JWT>, HS256-signed with the
//   merchant's API key; webhooks post { webhook_token | token } signed the same way, with an
//   eventId. Both are verified, then the status is read from the inquiry API before anything
//   changes: GET /api/v2/payment-gateway/transaction/inquiry/{transactionId} → SUCCESS, FAILED,
//   PENDING, OTP_SENT, EXPIRED, REFUNDED
// - refund: POST /api/v2/payment-gateway/transaction/reverse { transactionId, reason }
// The guide's answers name the transaction id and status either at the top level or under
// `transactionDetails`: both are read.
import { jwtVerify } from 'jose'
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

const money = z.object({ value: z.coerce.number(), currency: z.string() })
const details = z.object({
  transactionId: z.string().nullish(),
  status: z.string().nullish(),
  amount: money.nullish(),
})
const answer = details.extend({
  redirectUrl: z.string().nullish(),
  transactionDetails: details.nullish(),
})

export const zaincashConfigured = (config: Config) =>
  !!(config.ZAINCASH_CLIENT_ID && config.ZAINCASH_CLIENT_SECRET && config.ZAINCASH_API_KEY)

/** The transaction id a ZainCash JWT names, when its HS256 signature holds with the API key. */
export async function verifyZaincashToken(apiKey: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(apiKey), {
      algorithms: ['HS256'],
    })
    const claims = payload as Record<string, unknown>
    const nested = claims.transactionDetails as Record<string, unknown> | undefined
    const id = claims.transactionId ?? nested?.transactionId ?? claims.id
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

export function zaincashProvider(config: Config): PaymentProvider {
  const base = config.ZAINCASH_API_URL.replace(/\/+$/, '')

  async function token(): Promise<string> {
    const response = await callProvider('zaincash', 'token', `${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.ZAINCASH_CLIENT_ID,
        client_secret: config.ZAINCASH_CLIENT_SECRET,
        scope: 'payment:read payment:write reverse:write',
      }),
    })
    const parsed = z
      .object({ access_token: z.string().min(1) })
      .safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('zaincash', 'token: unexpected answer')
    return parsed.data.access_token
  }

  async function call(what: string, path: string, init: RequestInit = {}) {
    const bearer = await token()
    const response = await callProvider('zaincash', what, `${base}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    })
    const parsed = answer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('zaincash', `${what}: unexpected answer`)
    return parsed.data
  }

  return {
    id: 'zaincash',

    async create(payment: NewPayment): Promise<CreatedPayment> {
      const back = (outcome: string) =>
        `${payment.returnUrl}${payment.returnUrl.includes('?') ? '&' : '?'}zaincash=${outcome}`
      const created = await call('init', '/api/v2/payment-gateway/transaction/init', {
        method: 'POST',
        body: JSON.stringify({
          language: payment.locale === 'ar' ? 'ar' : 'en',
          externalReferenceId: crypto.randomUUID(),
          orderId: payment.orderId,
          serviceType: 'Motorcycle parts',
          amount: { value: payment.amount, currency: payment.currency },
          redirectUrls: { successUrl: back('success'), failureUrl: back('failure') },
        }),
      })
      const id = created.transactionDetails?.transactionId ?? created.transactionId
      if (!id || !created.redirectUrl)
        throw new ProviderUnavailable('zaincash', 'init: no transaction or redirect')
      return { providerRef: id, details: { redirectUrl: created.redirectUrl }, validUntil: null }
    },

    async status(providerRef: string): Promise<StatusReport> {
      const read = await call(
        'inquiry',
        `/api/v2/payment-gateway/transaction/inquiry/${encodeURIComponent(providerRef)}`,
      )
      const status = read.transactionDetails?.status ?? read.status ?? ''
      const value = read.transactionDetails?.amount ?? read.amount
      const amount = value ? { amount: value.value, currency: value.currency } : undefined
      if (status === 'SUCCESS') return { status: 'paid', amount, detail: status }
      if (status === 'REFUNDED') return { status: 'refunded', amount, detail: status }
      if (status === 'FAILED' || status === 'EXPIRED')
        return { status: 'declined', amount, detail: status }
      return { status: 'open', amount, detail: status }
    },

    async notification(request: Request) {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
      const jwt = body?.webhook_token ?? body?.token
      if (typeof jwt !== 'string') return null
      const id = await verifyZaincashToken(config.ZAINCASH_API_KEY, jwt)
      return id ? { providerRef: id } : null
    },

    // An unpaid ZainCash transaction expires at ZainCash: the guide names no cancel call.
    async cancel() {},

    async refund(providerRef: string) {
      await call('reverse', '/api/v2/payment-gateway/transaction/reverse', {
        method: 'POST',
        body: JSON.stringify({ transactionId: providerRef, reason: 'Order cancelled by the shop' }),
      })
      return 'refunded'
    },
  }
}
