// Qi Card's payment gateway (Visa, Mastercard and local cards on Qi's hosted payment page with
// 3-D Secure), as its Payment Gateway API reference describes it and the levilabs/laravel-qicard
// SDK (commit 22f8720: src/Services/QicardPaymentService.php, Concerns/TalksToQicard.php,
// Support/WebhookVerifier.php, Data/RefundData.php) calls it; fixtures and their sources in
// test/fixtures/payments/qi:
// - every call: HTTP Basic (username:password) and the X-Terminal-Id header; an error answers
//   { error: { code, message } } with HTTP 400 or 500
// - create: POST /payment { requestId (≤ 36 characters, unique), amount, currency, locale,
//   finishPaymentUrl, notificationUrl } → Payment { paymentId, status: CREATED, canceled, formUrl… }
// - status: GET /payment/{paymentId}/status → the Payment; SUCCESS is paid only when not `canceled`
//   (our own expiry's cancel can race a shopper finishing 3-D Secure: Qi then gives the money back)
// - cancel: POST /payment/{paymentId}/cancel { requestId }
// - refund: POST /payment/{paymentId}/refund { requestId, message } → Refund { refundId, status:
//   SUCCESS | PROCESSING | FAILED }. Qi publishes no call that reads a refund again.
// - notification: the Payment posted to notificationUrl with X-Signature, a Base64 RSA signature
//   (PKCS#1 v1.5, SHA-256) over "paymentId|amount|currency|creationDate|status" (amount with three
//   decimals, a missing value as "-"), checked against the terminal's public key (QI_PUBLIC_KEY).
import * as z from 'zod'
import type { Config } from '../../env'
import type { PaymentProvider } from './provider'
import { ProviderInvalidAnswer, ProviderRefused } from './provider'
import { fixedAuth, providerApi } from './provider-kit'

const paymentAnswer = z.object({
  paymentId: z.string().min(1),
  status: z.string(),
  amount: z.coerce.number().nullish(),
  currency: z.string().nullish(),
  creationDate: z.string().nullish(),
  formUrl: z.string().nullish(),
  canceled: z.boolean().nullish(),
})

const refundAnswer = z.object({
  refundId: z.string().min(1),
  status: z.enum(['SUCCESS', 'PROCESSING', 'FAILED']),
  message: z.string().nullish(),
})

const errorEnvelope = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]).nullish(),
    message: z.string().nullish(),
  }),
})

const OPEN = new Set([
  'CREATED',
  'FORM_SHOWED',
  'THREE_DS_METHOD_CALL_REQUIRED',
  'AUTHENTICATION_REQUIRED',
  'AUTHENTICATION_STARTED',
  'AUTHENTICATED',
  'INITIALIZED',
  'STARTED',
])

/** Qi Card publishes no live address (each merchant is given theirs): with QI_API_URL empty, as
 * wrangler.toml ships it, Qi Card is not set up whatever secrets are there. */
export const qiConfigured = (config: Config) =>
  !!(
    config.QI_API_URL &&
    config.QI_USERNAME &&
    config.QI_PASSWORD &&
    config.QI_TERMINAL_ID &&
    config.QI_PUBLIC_KEY
  )

/** The string Qi Card signs: paymentId|amount (3 decimals)|currency|creationDate|status. */
export function qiSignedString(payment: Record<string, unknown>): string {
  const field = (key: string) => {
    const value = payment[key]
    if (value === null || value === undefined || value === '') return '-'
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '-'
  }
  const amount =
    payment.amount === null || payment.amount === undefined
      ? '-'
      : Number(payment.amount).toFixed(3)
  return [
    field('paymentId'),
    amount,
    field('currency'),
    field('creationDate'),
    field('status'),
  ].join('|')
}

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A PEM public key (SubjectPublicKeyInfo) for RSASSA-PKCS1-v1_5 with SHA-256. */
async function publicKeyOf(pem: string): Promise<CryptoKey> {
  const body = pem
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '')
  return crypto.subtle.importKey(
    'spki',
    base64Bytes(body),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  )
}

/** Does the X-Signature hold for this notification body? */
export async function verifyQiSignature(
  pem: string,
  payment: Record<string, unknown>,
  signature: string,
): Promise<boolean> {
  try {
    const key = await publicKeyOf(pem)
    return await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      base64Bytes(signature),
      new TextEncoder().encode(qiSignedString(payment)),
    )
  } catch {
    return false
  }
}

export function qiProvider(config: Config): PaymentProvider {
  const api = providerApi({
    provider: 'qi',
    base: config.QI_API_URL,
    auth: fixedAuth({
      Authorization: `Basic ${btoa(`${config.QI_USERNAME}:${config.QI_PASSWORD}`)}`,
      'X-Terminal-Id': config.QI_TERMINAL_ID,
    }),
    errorCodeOf: (body) => {
      const error = errorEnvelope.safeParse(body).data?.error
      return error?.message ?? (error?.code == null ? null : String(error.code))
    },
  })
  const path = (providerRef: string, action: string) =>
    `/payment/${encodeURIComponent(providerRef)}/${action}`

  return {
    id: 'qi',

    async create(order) {
      const created = await api.json(paymentAnswer, 'create', '/payment', {
        method: 'POST',
        body: {
          requestId: crypto.randomUUID(),
          amount: order.amount,
          currency: order.currency,
          locale: order.locale === 'ar' ? 'ar_IQ' : 'en_US',
          finishPaymentUrl: order.returnUrl,
          notificationUrl: order.callbackUrl,
        },
      })
      if (!created.formUrl) throw new ProviderInvalidAnswer('qi', 'create: no payment form')
      return {
        providerRef: created.paymentId,
        details: { formUrl: created.formUrl },
        validUntil: null,
      }
    },

    async status(providerRef) {
      const answer = await api.json(paymentAnswer, 'status', path(providerRef, 'status'))
      const amount =
        answer.amount != null
          ? { amount: answer.amount, currency: answer.currency ?? '' }
          : undefined
      const detail = answer.canceled ? `${answer.status} canceled` : answer.status
      if (answer.canceled) return { status: 'declined', amount, detail }
      if (answer.status === 'SUCCESS') return { status: 'paid', amount, detail }
      if (OPEN.has(answer.status)) return { status: 'open', amount, detail }
      return { status: 'declined', amount, detail }
    },

    async notification(request) {
      const body: unknown = await request.json().catch(() => null)
      const signature = request.headers.get('X-Signature') ?? ''
      if (typeof body !== 'object' || body === null || !signature) return null
      const fields = body as Record<string, unknown>
      if (typeof fields.paymentId !== 'string') return null
      if (!(await verifyQiSignature(config.QI_PUBLIC_KEY, fields, signature))) return null
      return { providerRef: fields.paymentId }
    },

    async cancel(providerRef) {
      await api.call('cancel', path(providerRef, 'cancel'), {
        method: 'POST',
        body: { requestId: crypto.randomUUID() },
      })
    },

    // Our refund's id is the requestId, so Qi sees a retry as the same request.
    async refund(providerRef, request) {
      const answer = await api.json(refundAnswer, 'refund', path(providerRef, 'refund'), {
        method: 'POST',
        body: { requestId: request.refundId, message: request.reason.slice(0, 200) },
      })
      const detail = [answer.status, answer.message].filter(Boolean).join(' ')
      if (answer.status === 'FAILED')
        throw new ProviderRefused('qi', `refund: ${detail}`, { code: answer.status })
      const state = answer.status === 'SUCCESS' ? 'done' : 'pending'
      return { state, providerRef: answer.refundId, detail }
    },

    // Neither Qi's reference nor its SDK has a call that reads a refund: a PROCESSING one can only
    // be confirmed in Qi's merchant portal, by hand.
    refundStatus() {
      return Promise.reject(
        new ProviderRefused('qi', 'refund status: Qi has no call to read a refund', {
          code: 'NO_REFUND_READ',
        }),
      )
    },
  }
}
