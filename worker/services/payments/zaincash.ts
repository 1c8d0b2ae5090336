// ZainCash's Payment Gateway v2 (the wallet most Iraqis have), as its Integration Guide v1.0
// (docs.zaincash.iq) describes it; no official SDK exists for v2, so the fixtures (and their
// sources) in test/fixtures/payments/zaincash also name the merchant integrations read:
// - token: OAuth2 client credentials at /oauth2/token, scope "payment:read payment:write
//   reverse:write"
// - init: POST /api/v2/payment-gateway/transaction/init { language, externalReferenceId (a UUID),
//   orderId, serviceType, amount: { value, currency: IQD }, redirectUrls: { successUrl,
//   failureUrl } } → the transaction's id and the redirectUrl the shopper is sent to
// - the shopper comes back with ?token=<JWT>; webhooks post { webhook_token: <JWT> }; both HS256
//   with the merchant's API key, the transaction under data.transactionId. The status is then read
//   from GET …/transaction/inquiry/{transactionId}: SUCCESS, FAILED, PENDING, OTP_SENT,
//   CUSTOMER_AUTHENTICATION_REQUIRED, EXPIRED, REFUNDED
// - refund: POST …/transaction/reverse { transactionId, reason } → { status: COMPLETED,
//   reversalReferenceId, amount (a plain number) }. The guide warns reverse is not idempotent.
// The answers name the transaction's id, status and amount at the top level or under
// `transactionDetails`, the amount as { value, currency } or a plain number: all are read.
import { jwtVerify } from 'jose'
import * as z from 'zod'
import type { Config } from '../../env'
import type { PaymentProvider, RefundReport } from './provider'
import { ProviderInvalidAnswer } from './provider'
import { clientCredentials, providerApi } from './provider-kit'

/** IQD as { value, currency } or a plain number of dinars. */
const money = z.union([
  z.object({ value: z.coerce.number(), currency: z.string() }),
  z.number().transform((value) => ({ value, currency: 'IQD' })),
])
const details = z.object({
  transactionId: z.string().nullish(),
  status: z.string().nullish(),
  amount: money.nullish(),
})
const transactionAnswer = details.extend({
  redirectUrl: z.string().nullish(),
  transactionDetails: details.nullish(),
})
const reverseAnswer = z.object({
  status: z.string(),
  reversalReferenceId: z.string().nullish(),
  amount: money.nullish(),
})

/** No published error envelope was found: the usual fields are read. */
const errorEnvelope = z.object({
  code: z.union([z.string(), z.number()]).nullish(),
  error: z.string().nullish(),
  message: z.string().nullish(),
  err: z.object({ msg: z.string().nullish() }).nullish(),
})

const claims = z.object({
  data: z.object({ transactionId: z.string().min(1) }).nullish(),
  transactionId: z.string().min(1).nullish(),
  transactionDetails: z.object({ transactionId: z.string().min(1).nullish() }).nullish(),
})

export const zaincashConfigured = (config: Config) =>
  !!(config.ZAINCASH_CLIENT_ID && config.ZAINCASH_CLIENT_SECRET && config.ZAINCASH_API_KEY)

/** The transaction id a ZainCash JWT names, when its HS256 signature holds with the API key. */
export async function verifyZaincashToken(apiKey: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(apiKey), {
      algorithms: ['HS256'],
    })
    const read = claims.safeParse(payload).data
    return (
      read?.data?.transactionId ??
      read?.transactionId ??
      read?.transactionDetails?.transactionId ??
      null
    )
  } catch {
    return null
  }
}

export function zaincashProvider(config: Config): PaymentProvider {
  const base = config.ZAINCASH_API_URL.replace(/\/+$/, '')
  const api = providerApi({
    provider: 'zaincash',
    base: `${base}/api/v2/payment-gateway/transaction`,
    auth: clientCredentials({
      provider: 'zaincash',
      url: `${base}/oauth2/token`,
      clientId: config.ZAINCASH_CLIENT_ID,
      form: {
        client_id: config.ZAINCASH_CLIENT_ID,
        client_secret: config.ZAINCASH_CLIENT_SECRET,
        scope: 'payment:read payment:write reverse:write',
      },
    }),
    errorCodeOf: (body) => {
      const e = errorEnvelope.safeParse(body).data
      const code = e?.code ?? e?.error ?? e?.err?.msg ?? e?.message
      return code == null ? null : String(code)
    },
  })

  async function inquiry(providerRef: string) {
    const read = await api.json(
      transactionAnswer,
      'inquiry',
      `/inquiry/${encodeURIComponent(providerRef)}`,
    )
    const value = read.transactionDetails?.amount ?? read.amount
    return {
      status: read.transactionDetails?.status ?? read.status ?? '',
      amount: value ? { amount: value.value, currency: value.currency } : undefined,
    }
  }

  const refunded = (status: string): RefundReport | null =>
    status === 'REFUNDED' ? { state: 'done', providerRef: null, detail: status } : null

  return {
    id: 'zaincash',

    async create(payment) {
      const back = (outcome: string) =>
        `${payment.returnUrl}${payment.returnUrl.includes('?') ? '&' : '?'}zaincash=${outcome}`
      const created = await api.json(transactionAnswer, 'init', '/init', {
        method: 'POST',
        body: {
          language: payment.locale === 'ar' ? 'ar' : 'en',
          externalReferenceId: crypto.randomUUID(),
          orderId: payment.orderId,
          serviceType: 'Motorcycle parts',
          amount: { value: payment.amount, currency: payment.currency },
          redirectUrls: { successUrl: back('success'), failureUrl: back('failure') },
        },
      })
      const id = created.transactionDetails?.transactionId ?? created.transactionId
      if (!id || !created.redirectUrl)
        throw new ProviderInvalidAnswer('zaincash', 'init: no transaction or redirect')
      return { providerRef: id, details: { redirectUrl: created.redirectUrl }, validUntil: null }
    },

    async status(providerRef) {
      const { status, amount } = await inquiry(providerRef)
      if (status === 'SUCCESS') return { status: 'paid', amount, detail: status }
      if (status === 'REFUNDED') return { status: 'refunded', amount, detail: status }
      if (status === 'FAILED' || status === 'EXPIRED')
        return { status: 'declined', amount, detail: status }
      return { status: 'open', amount, detail: status }
    },

    async notification(request) {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
      const jwt = body?.webhook_token ?? body?.token
      if (typeof jwt !== 'string') return null
      const id = await verifyZaincashToken(config.ZAINCASH_API_KEY, jwt)
      return id ? { providerRef: id } : null
    },

    // An unpaid ZainCash transaction expires at ZainCash: the guide names no cancel call.
    async cancel() {},

    // Reverse is not idempotent: a transaction already REFUNDED (a retry after a lost answer) is
    // not reversed twice.
    async refund(providerRef, request) {
      const before = refunded((await inquiry(providerRef)).status)
      if (before) return before
      const answer = await api.json(reverseAnswer, 'reverse', '/reverse', {
        method: 'POST',
        body: { transactionId: providerRef, reason: request.reason },
      })
      return {
        state: answer.status === 'COMPLETED' ? 'done' : 'pending',
        providerRef: answer.reversalReferenceId ?? null,
        detail: answer.status,
      }
    },

    async refundStatus(providerRef) {
      const { status } = await inquiry(providerRef)
      return refunded(status) ?? { state: 'pending', providerRef: null, detail: status }
    },
  }
}
