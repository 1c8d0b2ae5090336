// Qi Card's payment gateway (Visa, Mastercard and local cards on Qi's hosted payment page with
// 3-D Secure), as its Payment Gateway API reference describes it and the levilabs/laravel-qicard
// SDK (commit 22f8720, src/Services/QicardPaymentService.php, src/Support/WebhookVerifier.php)
// calls it:
// - every call: HTTP Basic (username:password) and the X-Terminal-Id header; sandbox base
//   https://uat-sandbox-3ds-api.qi.iq/api/v1
// - create: POST /payment { requestId (≤ 36 characters, unique), amount, currency, locale,
//   finishPaymentUrl, notificationUrl } → Payment { requestId, paymentId, status: CREATED,
//   canceled, amount, currency, creationDate, formUrl }: the shopper is sent to formUrl
// - status: GET /payment/{paymentId}/status → the Payment, status one of CREATED, FORM_SHOWED,
//   THREE_DS_METHOD_CALL_REQUIRED, AUTHENTICATION_REQUIRED, AUTHENTICATION_STARTED, AUTHENTICATED,
//   INITIALIZED, STARTED (still open), SUCCESS (paid), FAILED, AUTHENTICATION_FAILED, ERROR,
//   EXPIRED (final, unpaid)
// - cancel: POST /payment/{paymentId}/cancel { requestId }; refund: POST /payment/{paymentId}/refund
//   { requestId }
// - notification: the Payment posted to notificationUrl with X-Signature, a Base64 RSA signature
//   (PKCS#1 v1.5, SHA-256) over "paymentId|amount|currency|creationDate|status" (amount with three
//   decimals, a missing value as "-"), checked against the terminal's public key (QI_PUBLIC_KEY).
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

const paymentAnswer = z.object({
  paymentId: z.string().min(1),
  status: z.string(),
  amount: z.coerce.number().nullish(),
  currency: z.string().nullish(),
  creationDate: z.string().nullish(),
  formUrl: z.string().nullish(),
  canceled: z.boolean().nullish(),
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

export const qiConfigured = (config: Config) =>
  !!(config.QI_USERNAME && config.QI_PASSWORD && config.QI_TERMINAL_ID && config.QI_PUBLIC_KEY)

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
  const base = config.QI_API_URL.replace(/\/+$/, '')
  const headers = {
    Authorization: `Basic ${btoa(`${config.QI_USERNAME}:${config.QI_PASSWORD}`)}`,
    'X-Terminal-Id': config.QI_TERMINAL_ID,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  }
  const call = (what: string, path: string, init: RequestInit = {}) =>
    callProvider('qi', what, `${base}${path}`, { ...init, headers })
  const payment = async (what: string, response: Response) => {
    const parsed = paymentAnswer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProviderUnavailable('qi', `${what}: unexpected answer`)
    return parsed.data
  }

  return {
    id: 'qi',

    async create(order: NewPayment): Promise<CreatedPayment> {
      const response = await call('create', '/payment', {
        method: 'POST',
        body: JSON.stringify({
          requestId: crypto.randomUUID(),
          amount: order.amount,
          currency: order.currency,
          locale: order.locale === 'ar' ? 'ar_IQ' : 'en_US',
          finishPaymentUrl: order.returnUrl,
          notificationUrl: order.callbackUrl,
        }),
      })
      const created = await payment('create', response)
      if (!created.formUrl) throw new ProviderUnavailable('qi', 'create: no payment form')
      return {
        providerRef: created.paymentId,
        details: { formUrl: created.formUrl },
        validUntil: null,
      }
    },

    async status(providerRef: string): Promise<StatusReport> {
      const answer = await payment(
        'status',
        await call('status', `/payment/${encodeURIComponent(providerRef)}/status`),
      )
      const amount =
        answer.amount !== null && answer.amount !== undefined
          ? { amount: answer.amount, currency: answer.currency ?? '' }
          : undefined
      if (answer.status === 'SUCCESS') return { status: 'paid', amount, detail: answer.status }
      if (OPEN.has(answer.status) && !answer.canceled)
        return { status: 'open', amount, detail: answer.status }
      return { status: 'declined', amount, detail: answer.status }
    },

    async notification(request: Request) {
      const body: unknown = await request.json().catch(() => null)
      const signature = request.headers.get('X-Signature') ?? ''
      if (typeof body !== 'object' || body === null || !signature) return null
      const fields = body as Record<string, unknown>
      if (typeof fields.paymentId !== 'string') return null
      if (!(await verifyQiSignature(config.QI_PUBLIC_KEY, fields, signature))) return null
      return { providerRef: fields.paymentId }
    },

    async cancel(providerRef: string) {
      await call('cancel', `/payment/${encodeURIComponent(providerRef)}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ requestId: crypto.randomUUID() }),
      })
    },

    async refund(providerRef: string) {
      await call('refund', `/payment/${encodeURIComponent(providerRef)}/refund`, {
        method: 'POST',
        body: JSON.stringify({ requestId: crypto.randomUUID() }),
      })
      return 'refunded'
    },
  }
}
