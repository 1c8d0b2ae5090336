// A local First Iraqi Bank: the online-payments API as FIB's SDKs call it, answering in the shapes
// of test/fixtures/payments/fib (each with its source), with a page standing in for the FIB app,
// where the shopper presses Pay or Decline. It keeps its payments in memory; tests drive it
// directly too (pay, decline, the controls of fake-kit.ts). Never part of the deployed worker:
// tests reach it through a fetch fake, `npm start` runs it (test/helpers/payment-fakes.ts).
import { Hono } from 'hono'
import * as fixtures from '../../fixtures/payments/fib/api'
import { answer } from '../../fixtures/payments/fixture'
import { fakeControls, postJson } from './fake-kit'

export interface FibFakePayment {
  paymentId: string
  amount: number
  currency: string
  statusCallbackUrl: string
  redirectUri: string | null
  description: string
  status: 'UNPAID' | 'PAID' | 'DECLINED' | 'REFUND_REQUESTED' | 'REFUNDED'
  decliningReason: string | null
  paidAt: string | null
  validUntil: string
  cancelled: boolean
  refunded: boolean
}

export interface FibFakeOptions {
  /** The fake's own public address (its app links point here), e.g. http://fib.test. */
  base: string
  clientId?: string
  clientSecret?: string
  /** How the fake posts its status callback (default: fetch). */
  deliver?: (url: string, body: unknown) => Promise<void>
}

/** A small square as the QR code: the fake's code is not scanned, only shown. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#000" d="M0 0h7v7H0zM22 0h7v7h-7zM0 22h7v7H0zM9 9h3v3H9zM14 12h4v3h-4zM10 16h3v5h-3zM17 18h5v3h-5zM23 23h3v3h-3z"/></svg>'

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#123}h1{font-size:1.3rem}button{font-size:1.1rem;padding:12px 22px;margin:6px 8px 6px 0;border-radius:10px;border:0;cursor:pointer}.pay{background:#0a8a5f;color:#fff}.decline{background:#eee}</style></head><body>${body}</body></html>`

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** FIB's error answer, with one code. */
const refusal = (code: string) => answer(fixtures.refundRefused, { errors: [{ code }] })

export function createFibFake(options: FibFakeOptions) {
  const { base } = options
  const clientId = options.clientId ?? 'fake-fib-client'
  const clientSecret = options.clientSecret ?? 'fake-fib-secret'
  const payments = new Map<string, FibFakePayment>()
  const kit = fakeControls({ outage: refusal('INTERNAL'), unauthorized: refusal('UNAUTHORIZED') })
  let counter = 0
  const deliver = options.deliver ?? postJson

  const callback = (p: FibFakePayment) =>
    deliver(
      p.statusCallbackUrl,
      answer(fixtures.callback, { id: p.paymentId, status: p.status }),
    ).catch((error: unknown) => {
      console.error('fake FIB: the status callback failed', error)
    })

  const statusOf = (p: FibFakePayment) =>
    answer(fixtures.statuses.unpaid, {
      paymentId: p.paymentId,
      status: p.status,
      paidAt: p.paidAt,
      amount: { amount: p.amount, currency: p.currency },
      decliningReason: p.decliningReason,
      declinedAt: p.status === 'DECLINED' ? new Date().toISOString() : null,
      paidBy: p.paidAt ? fixtures.statuses.paid.body.paidBy : null,
    })

  const app = new Hono()

  app.use('/protected/*', (c, next) => kit.gate(c, next, () => kit.bearer(c)))

  app.post('/auth/realms/fib-online-shop/protocol/openid-connect/token', async (c) => {
    const form = await c.req.parseBody()
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== clientId ||
      form.client_secret !== clientSecret
    )
      return c.json({ error: 'invalid_client' }, 401)
    return c.json(answer(fixtures.token, { access_token: kit.issueToken('fake-token-') }))
  })

  app.post('/protected/v1/payments', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      monetaryValue?: { amount?: number | string; currency?: string }
      statusCallbackUrl?: string
      description?: string
      expiresIn?: string
      redirectUri?: string
    } | null
    // FIB takes IQD as a whole number of dinars, at least 250 (its payment API's validation).
    const amount = body?.monetaryValue?.amount
    if (!body || !Number.isInteger(amount) || Number(amount) < 250 || !body.statusCallbackUrl)
      return c.json(refusal('VALIDATION'), 400)
    for (const field of Object.keys(body))
      if (!(field in fixtures.createRequest.body)) return c.json(refusal('VALIDATION'), 400)
    const minutes = Number(/^PT(\d+)M$/.exec(body.expiresIn ?? '')?.[1] ?? 60)
    counter += 1
    const paymentId = `fib-${counter}-${crypto.randomUUID().slice(0, 8)}`
    const payment: FibFakePayment = {
      paymentId,
      amount: Number(amount),
      currency: body.monetaryValue?.currency ?? 'IQD',
      statusCallbackUrl: body.statusCallbackUrl,
      redirectUri: body.redirectUri ?? null,
      description: body.description ?? '',
      status: 'UNPAID',
      decliningReason: null,
      paidAt: null,
      validUntil: new Date(Date.now() + minutes * 60_000).toISOString(),
      cancelled: false,
      refunded: false,
    }
    payments.set(paymentId, payment)
    const readable = String(100000 + counter).slice(-6)
    const appLink = `${base}/app/pay/${paymentId}`
    return c.json(
      answer(fixtures.created, {
        paymentId,
        readableCode: `FIB-${readable}`,
        qrCode: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
        validUntil: payment.validUntil,
        personalAppLink: `${appLink}?app=personal`,
        businessAppLink: `${appLink}?app=business`,
        corporateAppLink: `${appLink}?app=corporate`,
      }),
      201,
    )
  })

  app.get('/protected/v1/payments/:id/status', (c) => {
    const p = payments.get(c.req.param('id'))
    return p ? c.json(statusOf(p)) : c.json(refusal('PAYMENT_NOT_FOUND'), 404)
  })

  app.post('/protected/v1/payments/:id/cancel', (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.json(refusal('PAYMENT_NOT_FOUND'), 404)
    if (p.status === 'UNPAID') {
      p.status = 'DECLINED'
      p.decliningReason = 'PAYMENT_CANCELLATION'
    }
    p.cancelled = true
    return c.body(null, 204)
  })

  app.post('/protected/v1/payments/:id/refund', (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.json(refusal('PAYMENT_NOT_FOUND'), 404)
    const plan = kit.nextRefund()
    if (plan === 'unavailable') return kit.outage(c)
    if (p.status !== 'PAID' || plan === 'refused') return c.json(fixtures.refundRefused.body, 400)
    p.status = plan === 'done' ? 'REFUNDED' : 'REFUND_REQUESTED'
    p.refunded = true
    return c.body(null, 202)
  })

  // The stand-in for the FIB app: the payment and two buttons.
  app.get('/app/pay/:id', (c) => {
    const p = payments.get(c.req.param('id'))
    if (!p) return c.html(page('FIB', '<h1>Unknown payment</h1>'), 404)
    const state =
      p.status === 'UNPAID'
        ? `<form method="post" action="${base}/app/pay/${p.paymentId}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="${base}/app/pay/${p.paymentId}/decline"><button class="decline" type="submit">Decline</button></form>`
        : `<p id="fib-status">${p.status}</p>`
    return c.html(
      page(
        'FIB (local fake)',
        `<h1>FIB app (local fake)</h1><p>${escape(p.description)}</p><p><strong>${p.amount.toLocaleString('en')} ${p.currency}</strong></p>${state}`,
      ),
    )
  })

  const press = (pay: boolean) => async (c: import('hono').Context) => {
    const p = payments.get(c.req.param('id') ?? '')
    if (!p) return c.html(page('FIB', '<h1>Unknown payment</h1>'), 404)
    if (p.status === 'UNPAID') {
      if (pay) {
        p.status = 'PAID'
        p.paidAt = new Date().toISOString()
      } else {
        p.status = 'DECLINED'
        p.decliningReason = 'PAYMENT_CANCELLATION'
      }
      await callback(p)
    }
    return c.html(
      page(
        'FIB (local fake)',
        `<h1>FIB app (local fake)</h1><p id="fib-status">${p.status}</p><p>You can go back to the shop.</p>`,
      ),
    )
  }
  app.post('/app/pay/:id/pay', press(true))
  app.post('/app/pay/:id/decline', press(false))

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    payments,
    credentials: { FIB_CLIENT_ID: clientId, FIB_CLIENT_SECRET: clientSecret },
    /** The shopper pays (in the app), optionally another amount; the callback is posted unless
     * `quiet` (a lost callback). */
    async pay(id: string, opts: { amount?: number; quiet?: boolean } = {}) {
      const p = payments.get(id)
      if (!p) throw new Error(`fake FIB: no payment ${id}`)
      p.status = 'PAID'
      p.paidAt = new Date().toISOString()
      if (opts.amount !== undefined) p.amount = opts.amount
      if (!opts.quiet) await callback(p)
    },
    async decline(id: string, reason = 'PAYMENT_CANCELLATION', opts: { quiet?: boolean } = {}) {
      const p = payments.get(id)
      if (!p) throw new Error(`fake FIB: no payment ${id}`)
      p.status = 'DECLINED'
      p.decliningReason = reason
      if (!opts.quiet) await callback(p)
    },
    /** FIB finishes the refunds it was asked for. */
    completeRefunds() {
      for (const p of payments.values()) if (p.status === 'REFUND_REQUESTED') p.status = 'REFUNDED'
    },
    ...kit.controls,
    reset() {
      payments.clear()
      kit.reset()
    },
  }
}

export type FibFake = ReturnType<typeof createFibFake>
