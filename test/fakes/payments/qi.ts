// A local Qi Card payment gateway: its API answering in the shapes of test/fixtures/payments/qi
// (each with its source), and its hosted payment page (the card form, with Pay and Decline standing in for the card and
// 3-D Secure steps), in English or Arabic by the payment's locale. Its notifications are signed
// with an RSA key it makes at start; `publicKeyPem()` is what the shop's QI_PUBLIC_KEY must hold.
// Never part of the deployed worker (see fib.ts).
import { Hono } from 'hono'
import * as fixtures from '../../fixtures/payments/qi/api'
import { answer } from '../../fixtures/payments/fixture'
import { fakeControls, postJson } from './fake-kit'

export interface QiFakePayment {
  requestId: string
  paymentId: string
  status: string
  canceled: boolean
  amount: number
  currency: string
  creationDate: string
  locale: string
  finishPaymentUrl: string
  notificationUrl: string
  refunded: boolean
  /** The refund Qi reported PROCESSING, until `completeRefunds()`. */
  refundPending: boolean
}

export interface QiFakeOptions {
  base: string
  username?: string
  password?: string
  terminalId?: string
  deliver?: (url: string, body: unknown, headers: Record<string, string>) => Promise<void>
  /** Sign with this key (and show this public key) instead of one made at start. */
  key?: { privateJwk: JsonWebKey; publicSpki: string }
}

/** Qi's error envelope, with the code and name of its reference's table (QicardException.php). */
const qiError = (code: number, message: string) =>
  answer(fixtures.refundsNotAllowed, { error: { code, message } })

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)))

const TEXTS = {
  en: {
    title: 'Card payment (local Qi Card fake)',
    amount: 'Amount',
    card: 'Card number',
    pay: 'Pay',
    decline: 'Decline',
    done: 'Payment finished. Returning to the shop…',
  },
  ar: {
    title: 'الدفع بالبطاقة (نسخة محلية من كي كارد)',
    amount: 'المبلغ',
    card: 'رقم البطاقة',
    pay: 'ادفع',
    decline: 'رفض',
    done: 'انتهى الدفع. العودة إلى المتجر…',
  },
}

export async function createQiFake(options: QiFakeOptions) {
  const { base } = options
  const username = options.username ?? 'fake-qi-user'
  const password = options.password ?? 'fake-qi-password'
  const terminalId = options.terminalId ?? '237984'
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
  let privateKey: CryptoKey
  let spkiBase64: string
  if (options.key) {
    privateKey = await crypto.subtle.importKey('jwk', options.key.privateJwk, algorithm, false, [
      'sign',
    ])
    spkiBase64 = options.key.publicSpki
  } else {
    // The assertions are needed under the Workers types (test/worker), not under the DOM's.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const made = (await crypto.subtle.generateKey(
      { ...algorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair
    privateKey = made.privateKey
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const spki = (await crypto.subtle.exportKey('spki', made.publicKey)) as ArrayBuffer
    spkiBase64 = toBase64(spki)
  }
  const pem = `-----BEGIN PUBLIC KEY-----\n${spkiBase64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`
  const payments = new Map<string, QiFakePayment>()
  const kit = fakeControls({
    outage: qiError(23, 'INTERNAL_SYSTEM_ERROR'),
    unauthorized: qiError(27, 'BAD_CREDENTIALS'),
  })
  const deliver = options.deliver ?? postJson

  /** The Payment as Qi answers it on create and posts it to notificationUrl. */
  const view = (p: QiFakePayment) =>
    answer(fixtures.created, {
      requestId: p.requestId,
      paymentId: p.paymentId,
      status: p.status,
      canceled: p.canceled,
      amount: p.amount,
      currency: p.currency,
      creationDate: p.creationDate,
      formUrl: `${base}/form/${p.paymentId}`,
    })

  const statusOf = (p: QiFakePayment) =>
    answer(fixtures.statuses.created, {
      requestId: p.requestId,
      paymentId: p.paymentId,
      status: p.status,
      canceled: p.canceled,
      amount: p.amount,
      confirmedAmount: p.status === 'SUCCESS' ? p.amount : 0,
      currency: p.currency,
      creationDate: p.creationDate,
    })

  async function sign(text: string, key: CryptoKey = privateKey) {
    return toBase64(
      await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(text)),
    )
  }
  const signedString = (p: ReturnType<typeof view>) =>
    [p.paymentId, Number(p.amount).toFixed(3), p.currency, p.creationDate, p.status].join('|')

  async function notify(p: QiFakePayment) {
    const body = view(p)
    await deliver(p.notificationUrl, body, { 'X-Signature': await sign(signedString(body)) }).catch(
      (error: unknown) => console.error('fake Qi: the notification failed', error),
    )
  }

  const app = new Hono()
  app.use('/api/v1/*', (c, next) =>
    kit.gate(
      c,
      next,
      () =>
        c.req.header('Authorization') === `Basic ${btoa(`${username}:${password}`)}` &&
        c.req.header('X-Terminal-Id') === terminalId,
    ),
  )

  app.post('/api/v1/payment', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, string | number> | null
    const amount = Number(body?.amount)
    const requestId = typeof body?.requestId === 'string' ? body.requestId : ''
    // A whole amount of IQD: the dinar has no fraction a card is charged in.
    if (
      !body ||
      !requestId ||
      requestId.length > 36 ||
      !Number.isInteger(amount) ||
      !(amount > 0) ||
      Object.keys(body).some((field) => !(field in fixtures.createRequest.body))
    )
      return c.json(qiError(21, 'VALIDATION_ERROR'), 400)
    const paymentId = crypto.randomUUID()
    const p: QiFakePayment = {
      requestId,
      paymentId,
      status: 'CREATED',
      canceled: false,
      amount,
      currency: String(body.currency ?? 'IQD'),
      creationDate: new Date().toISOString(),
      locale: String(body.locale ?? 'en_US'),
      finishPaymentUrl: String(body.finishPaymentUrl ?? ''),
      notificationUrl: String(body.notificationUrl ?? ''),
      refunded: false,
      refundPending: false,
    }
    payments.set(paymentId, p)
    return c.json(view(p))
  })

  const notFound = qiError(12, 'PAYMENT_NOT_FOUND')

  app.get('/api/v1/payment/:id/status', (c) => {
    const p = payments.get(c.req.param('id'))
    return p ? c.json(statusOf(p)) : c.json(notFound, 404)
  })

  // A cancel keeps the payment's status and marks it canceled (the SDK's "cancels a payment").
  app.post('/api/v1/payment/:id/cancel', async (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.json(notFound, 404)
    const body = (await c.req.json().catch(() => null)) as { requestId?: string } | null
    p.canceled = true
    return c.json(
      answer(fixtures.cancelled, {
        requestId: p.requestId,
        paymentId: p.paymentId,
        status: p.status,
        canceled: true,
        amount: p.amount,
        currency: p.currency,
        creationDate: p.creationDate,
        cancels: [
          {
            requestId: body?.requestId ?? '',
            created: new Date().toISOString(),
            successfully: true,
            amount: p.amount,
          },
        ],
      }),
    )
  })

  app.post('/api/v1/payment/:id/refund', async (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.json(notFound, 404)
    const body = (await c.req.json().catch(() => null)) as {
      requestId?: string
      message?: string
    } | null
    const plan = kit.nextRefund()
    if (plan === 'unavailable') return kit.outage(c)
    if (p.status !== 'SUCCESS' || p.canceled) return c.json(fixtures.refundsNotAllowed.body, 400)
    const status = { done: 'SUCCESS', pending: 'PROCESSING', refused: 'FAILED' } as const
    p.refunded = plan === 'done'
    p.refundPending = plan === 'pending'
    return c.json(
      answer(fixtures.refunds.success, {
        refundId: crypto.randomUUID(),
        requestId: body?.requestId ?? null,
        paymentId: p.paymentId,
        amount: p.amount,
        currency: p.currency,
        creationDate: new Date().toISOString(),
        message: body?.message ?? null,
        status: status[plan],
      }),
    )
  })

  // The hosted payment page.
  app.get('/form/:id', (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.text('Unknown payment', 404)
    if (p.status === 'CREATED') p.status = 'FORM_SHOWED'
    const lang = p.locale.startsWith('ar') ? 'ar' : 'en'
    const t = TEXTS[lang]
    const open = p.status === 'FORM_SHOWED'
    return c.html(
      `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>body{font-family:system-ui,sans-serif;max-width:440px;margin:40px auto;padding:0 16px;color:#123}h1{font-size:1.25rem}.box{border:1px solid #ccd;border-radius:12px;padding:16px}button{font-size:1.05rem;padding:12px 22px;margin:8px 6px 0 0;border-radius:10px;border:0;cursor:pointer}.pay{background:#f5a300;color:#111}.decline{background:#eee}input{font-size:1rem;padding:8px;width:100%;box-sizing:border-box}</style></head><body><h1>${t.title}</h1><div class="box"><p>${t.amount}: <strong>${p.amount.toLocaleString(lang === 'ar' ? 'ar-IQ' : 'en-IQ')} ${p.currency}</strong></p>${
        open
          ? `<label>${t.card}<input value="4111 1111 1111 1111" readonly></label><form method="post" action="${base}/form/${p.paymentId}/pay"><button class="pay" type="submit">${t.pay}</button></form><form method="post" action="${base}/form/${p.paymentId}/decline"><button class="decline" type="submit">${t.decline}</button></form>`
          : `<p id="qi-status">${p.status}</p>`
      }</div></body></html>`,
    )
  })

  const press = (pay: boolean) => async (c: import('hono').Context) => {
    const p = payments.get(c.req.param('id') ?? '')
    if (!p) return c.text('Unknown payment', 404)
    if (p.status === 'FORM_SHOWED' || p.status === 'CREATED') {
      p.status = pay ? 'SUCCESS' : 'FAILED'
      await notify(p)
    }
    return c.redirect(p.finishPaymentUrl, 303)
  }
  app.post('/form/:id/pay', press(true))
  app.post('/form/:id/decline', press(false))

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    payments,
    publicKeyPem: () => pem,
    credentials: {
      QI_USERNAME: username,
      QI_PASSWORD: password,
      QI_TERMINAL_ID: terminalId,
      QI_PUBLIC_KEY: pem,
    },
    /** Signs `text` with the fake's key, or with another key (a forged notification). */
    sign,
    signedString,
    view,
    async pay(id: string, opts: { amount?: number; quiet?: boolean } = {}) {
      const p = payments.get(id)
      if (!p) throw new Error(`fake Qi: no payment ${id}`)
      p.status = 'SUCCESS'
      if (opts.amount !== undefined) p.amount = opts.amount
      if (!opts.quiet) await notify(p)
    },
    async decline(id: string, status = 'FAILED', opts: { quiet?: boolean } = {}) {
      const p = payments.get(id)
      if (!p) throw new Error(`fake Qi: no payment ${id}`)
      p.status = status
      if (!opts.quiet) await notify(p)
    },
    /** Qi finishes the refunds it reported PROCESSING. */
    completeRefunds() {
      for (const p of payments.values())
        if (p.refundPending) [p.refunded, p.refundPending] = [true, false]
    },
    ...kit.controls,
    reset() {
      payments.clear()
      kit.reset()
    },
  }
}

export type QiFake = Awaited<ReturnType<typeof createQiFake>>
