// A local ZainCash Payment Gateway v2 answering in the shapes of test/fixtures/payments/zaincash
// (each with its source): the OAuth2 token, transaction init and inquiry, reverse, and the hosted
// page standing in for the
// wallet's (Pay and Decline, then back to the shop's success or failure address with an HS256 JWT
// signed with the merchant's API key), plus webhooks signed the same way. Never part of the
// deployed worker (see fib.ts).
import { Hono } from 'hono'
import { SignJWT } from 'jose'
import { answer, fill } from '../../fixtures/payments/fixture'
import * as fixtures from '../../fixtures/payments/zaincash/api'
import { fakeControls, postJson } from './fake-kit'

export interface ZainCashFakeTransaction {
  transactionId: string
  orderId: string
  status: 'PENDING' | 'OTP_SENT' | 'SUCCESS' | 'FAILED' | 'EXPIRED' | 'REFUNDED'
  value: number
  currency: string
  language: string
  successUrl: string
  failureUrl: string
  reversed: boolean
}

export interface ZainCashFakeOptions {
  base: string
  clientId?: string
  clientSecret?: string
  apiKey?: string
  /** The shop's webhook address (set with ZainCash at onboarding, not per transaction). */
  webhookUrl: string
  deliver?: (url: string, body: unknown) => Promise<void>
}

export function createZainCashFake(options: ZainCashFakeOptions) {
  const { base } = options
  const clientId = options.clientId ?? 'fake-zaincash-client'
  const clientSecret = options.clientSecret ?? 'fake-zaincash-secret'
  const apiKey = options.apiKey ?? 'fake-zaincash-api-key-0123456789abcdef'
  const transactions = new Map<string, ZainCashFakeTransaction>()
  const error = (code: string) => answer(fixtures.error, { code, message: code })
  const kit = fakeControls({ outage: error('INTERNAL_ERROR'), unauthorized: error('UNAUTHORIZED') })
  const deliver = options.deliver ?? postJson

  const details = (t: ZainCashFakeTransaction) =>
    fill(fixtures.initiated.body.transactionDetails as Record<string, unknown>, {
      transactionId: t.transactionId,
      orderId: t.orderId,
      amount: { value: t.value, currency: t.currency },
    })

  const inquiry = (t: ZainCashFakeTransaction) =>
    answer(fixtures.inquiries.pending, { status: t.status, transactionDetails: details(t) })

  /** A JWT as ZainCash signs it: HS256 with the merchant's API key, or `key` (a forgery). */
  const sign = (t: ZainCashFakeTransaction, key = apiKey) =>
    new SignJWT(
      answer(fixtures.callbackClaims, {
        eventId: crypto.randomUUID(),
        timestamp: new Date().toISOString(),
        data: {
          currentStatus: t.status,
          transactionId: t.transactionId,
          orderId: t.orderId,
          amount: { value: t.value, currency: t.currency },
        },
      }),
    )
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(key))

  async function webhook(t: ZainCashFakeTransaction) {
    await deliver(options.webhookUrl, { webhook_token: await sign(t) }).catch((error: unknown) =>
      console.error('fake ZainCash: the webhook failed', error),
    )
  }

  const app = new Hono()
  app.use('/api/*', (c, next) => kit.gate(c, next, () => kit.bearer(c)))

  app.post('/oauth2/token', async (c) => {
    const form = await c.req.parseBody()
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== clientId ||
      form.client_secret !== clientSecret
    )
      return c.json({ error: 'invalid_client' }, 401)
    return c.json(answer(fixtures.token, { access_token: kit.issueToken('zc-') }))
  })

  app.post('/api/v2/payment-gateway/transaction/init', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      language?: string
      externalReferenceId?: string
      orderId?: string
      amount?: { value?: number | string; currency?: string }
      redirectUrls?: { successUrl?: string; failureUrl?: string }
    } | null
    // ZainCash takes IQD as a whole number of dinars.
    const value = Number(body?.amount?.value)
    if (
      !Number.isInteger(body?.amount?.value) ||
      !body?.externalReferenceId ||
      !/^[0-9a-f-]{36}$/i.test(body.externalReferenceId) ||
      !body.orderId ||
      !(value > 0) ||
      !body.redirectUrls?.successUrl ||
      !body.redirectUrls.failureUrl ||
      Object.keys(body).some((field) => !(field in fixtures.initRequest.body))
    )
      return c.json(error('VALIDATION_ERROR'), 400)
    const t: ZainCashFakeTransaction = {
      transactionId: crypto.randomUUID(),
      orderId: body.orderId,
      status: 'PENDING',
      value,
      currency: body.amount?.currency ?? 'IQD',
      language: body.language ?? 'en',
      successUrl: body.redirectUrls.successUrl,
      failureUrl: body.redirectUrls.failureUrl,
      reversed: false,
    }
    transactions.set(t.transactionId, t)
    return c.json(
      answer(fixtures.initiated, {
        transactionDetails: details(t),
        redirectUrl: `${base}/pay/${t.transactionId}`,
        expiryTime: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    )
  })

  app.get('/api/v2/payment-gateway/transaction/inquiry/:id', (c) => {
    const t = transactions.get(c.req.param('id'))
    return t ? c.json(inquiry(t)) : c.json(error('TRANSACTION_NOT_FOUND'), 404)
  })

  // The guide documents a reverse only as COMPLETED: a pending plan is answered as done.
  app.post('/api/v2/payment-gateway/transaction/reverse', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      transactionId?: string
      reason?: string
    } | null
    const t = transactions.get(body?.transactionId ?? '')
    const plan = kit.nextRefund()
    if (plan === 'unavailable') return kit.outage(c)
    if (!t || t.status !== 'SUCCESS' || plan === 'refused') return c.json(fixtures.error.body, 400)
    t.status = 'REFUNDED'
    t.reversed = true
    return c.json(
      answer(fixtures.reversed, {
        operationId: crypto.randomUUID(),
        referenceId: t.transactionId,
        reversalReferenceId: `REV-${crypto.randomUUID().slice(0, 8)}`,
        reason: body?.reason ?? '',
        amount: t.value,
      }),
    )
  })

  // The wallet's page: Pay (after the OTP, here one press) or Decline, then back to the shop.
  app.get('/pay/:id', (c) => {
    const t = transactions.get(c.req.param('id'))
    if (!t) return c.text('Unknown transaction', 404)
    const ar = t.language === 'ar'
    return c.html(
      `<!doctype html><html lang="${ar ? 'ar' : 'en'}" dir="${ar ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ZainCash (local fake)</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto"><h1>${ar ? 'زين كاش (نسخة محلية)' : 'ZainCash (local fake)'}</h1><p><strong>${t.value} ${t.currency}</strong></p><form method="post" action="${base}/pay/${t.transactionId}/pay"><button type="submit">${ar ? 'ادفع' : 'Pay'}</button></form><form method="post" action="${base}/pay/${t.transactionId}/decline"><button type="submit">${ar ? 'رفض' : 'Decline'}</button></form></body></html>`,
    )
  })
  const press = (pay: boolean) => async (c: import('hono').Context) => {
    const t = transactions.get(c.req.param('id') ?? '')
    if (!t) return c.text('Unknown transaction', 404)
    if (t.status === 'PENDING') {
      t.status = pay ? 'SUCCESS' : 'FAILED'
      await webhook(t)
    }
    const back = new URL(pay ? t.successUrl : t.failureUrl)
    back.searchParams.set('token', await sign(t))
    return c.redirect(back.toString(), 303)
  }
  app.post('/pay/:id/pay', press(true))
  app.post('/pay/:id/decline', press(false))

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    transactions,
    credentials: {
      ZAINCASH_CLIENT_ID: clientId,
      ZAINCASH_CLIENT_SECRET: clientSecret,
      ZAINCASH_API_KEY: apiKey,
    },
    sign,
    async pay(id: string, opts: { quiet?: boolean; value?: number } = {}) {
      const t = transactions.get(id)
      if (!t) throw new Error(`fake ZainCash: no transaction ${id}`)
      t.status = 'SUCCESS'
      if (opts.value !== undefined) t.value = opts.value
      if (!opts.quiet) await webhook(t)
    },
    async decline(id: string) {
      const t = transactions.get(id)
      if (!t) throw new Error(`fake ZainCash: no transaction ${id}`)
      t.status = 'FAILED'
      await webhook(t)
    },
    ...kit.controls,
    reset() {
      transactions.clear()
      kit.reset()
    },
  }
}

export type ZainCashFake = ReturnType<typeof createZainCashFake>
