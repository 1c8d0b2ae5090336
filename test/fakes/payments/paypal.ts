// A local PayPal: Orders v2 (create, read, capture), captures' refunds, the webhook verification
// call, and the approval page standing in for PayPal's (Pay and Cancel). Its webhooks carry
// PAYPAL-TRANSMISSION-* headers that only its own verification call accepts. Never part of the
// deployed worker (see fib.ts).
import { Hono } from 'hono'

export interface PayPalFakeOrder {
  id: string
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  value: string
  currency: string
  customId: string
  returnUrl: string
  cancelUrl: string
  capture: { id: string; status: string; value: string; refunded: boolean } | null
}

export interface PayPalFakeOptions {
  base: string
  clientId?: string
  clientSecret?: string
  webhookId?: string
  /** The shop's webhook address (PayPal's is set in its dashboard, not per order). */
  webhookUrl: string
  deliver?: (url: string, body: unknown, headers: Record<string, string>) => Promise<void>
}

export function createPayPalFake(options: PayPalFakeOptions) {
  const { base } = options
  const clientId = options.clientId ?? 'fake-paypal-client'
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret'
  const webhookId = options.webhookId ?? 'WH-FAKE-0001'
  const orders = new Map<string, PayPalFakeOrder>()
  const tokens = new Set<string>()
  const signatures = new Set<string>()
  const captures = new Map<string, string>() // PayPal-Request-Id → order id, a capture once
  let failures = 0
  let counter = 0
  /** The next capture reports this value instead (a mismatch). */
  let captureValue: string | null = null
  const deliver =
    options.deliver ??
    (async (url: string, body: unknown, headers: Record<string, string>) => {
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    })

  const view = (o: PayPalFakeOrder) => ({
    id: o.id,
    status: o.status,
    links: [
      { rel: 'self', href: `${base}/v2/checkout/orders/${o.id}` },
      { rel: 'payer-action', href: `${base}/checkoutnow?token=${o.id}` },
    ],
    purchase_units: [
      {
        custom_id: o.customId,
        amount: { currency_code: o.currency, value: o.value },
        ...(o.capture && {
          payments: {
            captures: [
              {
                id: o.capture.id,
                status: o.capture.refunded ? 'REFUNDED' : o.capture.status,
                amount: { currency_code: o.currency, value: o.capture.value },
              },
            ],
          },
        }),
      },
    ],
  })

  async function webhook(eventType: string, o: PayPalFakeOrder) {
    const transmission = crypto.randomUUID()
    signatures.add(transmission)
    const event = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: eventType,
      resource: { id: o.id, status: o.status },
    }
    await deliver(options.webhookUrl, event, {
      'PAYPAL-TRANSMISSION-ID': transmission,
      'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
      'PAYPAL-TRANSMISSION-SIG': `sig-${transmission}`,
      'PAYPAL-CERT-URL': `${base}/certs/fake.pem`,
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
    }).catch((error: unknown) => console.error('fake PayPal: the webhook failed', error))
  }

  const app = new Hono()
  app.use('/v*', async (c, next) => {
    if (failures > 0) {
      failures -= 1
      return c.json({ name: 'INTERNAL_SERVER_ERROR' }, 500)
    }
    // Mounted under /paypal by `npm start`'s fakes server, so the path's end names the call.
    if (c.req.path.endsWith('/v1/oauth2/token')) return next()
    const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? ''
    if (!tokens.has(bearer)) return c.json({ error: 'invalid_token' }, 401)
    await next()
  })

  app.post('/v1/oauth2/token', async (c) => {
    const form = await c.req.parseBody()
    if (
      c.req.header('Authorization') !== `Basic ${btoa(`${clientId}:${clientSecret}`)}` ||
      form.grant_type !== 'client_credentials'
    )
      return c.json({ error: 'invalid_client' }, 401)
    const token = `A21-fake-${crypto.randomUUID()}`
    tokens.add(token)
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: 32400 })
  })

  app.post('/v2/checkout/orders', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      intent?: string
      purchase_units?: { custom_id?: string; amount?: { currency_code?: string; value?: string } }[]
      payment_source?: {
        paypal?: { experience_context?: { return_url?: string; cancel_url?: string } }
      }
    } | null
    const unit = body?.purchase_units?.[0]
    const context = body?.payment_source?.paypal?.experience_context
    // A USD value has at most two decimals (PayPal's amount object).
    if (
      body?.intent !== 'CAPTURE' ||
      !unit?.amount?.value ||
      !/^\d+(\.\d{1,2})?$/.test(unit.amount.value) ||
      !context?.return_url
    )
      return c.json({ name: 'INVALID_REQUEST' }, 400)
    counter += 1
    const o: PayPalFakeOrder = {
      id: `5O${String(counter).padStart(6, '0')}${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
      status: 'PAYER_ACTION_REQUIRED',
      value: unit.amount.value,
      currency: unit.amount.currency_code ?? 'USD',
      customId: unit.custom_id ?? '',
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url ?? context.return_url,
      capture: null,
    }
    orders.set(o.id, o)
    return c.json(view(o), 200)
  })

  app.get('/v2/checkout/orders/:id', (c) => {
    const o = orders.get(c.req.param('id'))
    return o ? c.json(view(o)) : c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
  })

  app.post('/v2/checkout/orders/:id/capture', (c) => {
    const o = orders.get(c.req.param('id'))
    if (!o) return c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
    const requestId = c.req.header('PayPal-Request-Id') ?? ''
    if (requestId && captures.get(requestId) === o.id && o.capture) return c.json(view(o), 201)
    if (o.status !== 'APPROVED') return c.json({ name: 'UNPROCESSABLE_ENTITY' }, 422)
    o.status = 'COMPLETED'
    o.capture = {
      id: `CAP-${crypto.randomUUID().slice(0, 8)}`,
      status: 'COMPLETED',
      value: captureValue ?? o.value,
      refunded: false,
    }
    captureValue = null
    if (requestId) captures.set(requestId, o.id)
    return c.json(view(o), 201)
  })

  app.post('/v2/payments/captures/:id/refund', (c) => {
    const o = [...orders.values()].find((x) => x.capture?.id === c.req.param('id'))
    if (!o?.capture) return c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
    o.capture.refunded = true
    return c.json({ id: `REF-${crypto.randomUUID().slice(0, 8)}`, status: 'COMPLETED' }, 201)
  })

  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      transmission_id?: string
      transmission_sig?: string
      webhook_id?: string
    } | null
    const ok =
      !!body?.transmission_id &&
      signatures.has(body.transmission_id) &&
      body.transmission_sig === `sig-${body.transmission_id}` &&
      body.webhook_id === webhookId
    return c.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' })
  })

  // The approval page: the shopper pays (approves) or cancels, and goes back to the shop.
  app.get('/checkoutnow', (c) => {
    const o = orders.get(c.req.query('token') ?? '')
    if (!o) return c.text('Unknown order', 404)
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PayPal (local fake)</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto"><h1>PayPal (local fake)</h1><p><strong>${o.value} ${o.currency}</strong></p><form method="post" action="${base}/checkoutnow/${o.id}/pay"><button type="submit">Pay</button></form><form method="post" action="${base}/checkoutnow/${o.id}/cancel"><button type="submit">Cancel</button></form></body></html>`,
    )
  })
  app.post('/checkoutnow/:id/pay', async (c) => {
    const o = orders.get(c.req.param('id'))
    if (!o) return c.text('Unknown order', 404)
    if (o.status === 'PAYER_ACTION_REQUIRED') {
      o.status = 'APPROVED'
      await webhook('CHECKOUT.ORDER.APPROVED', o)
    }
    return c.redirect(`${o.returnUrl}?token=${o.id}`, 303)
  })
  app.post('/checkoutnow/:id/cancel', (c) => {
    const o = orders.get(c.req.param('id'))
    if (!o) return c.text('Unknown order', 404)
    return c.redirect(`${o.cancelUrl}?token=${o.id}`, 303)
  })

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    orders,
    credentials: {
      PAYPAL_CLIENT_ID: clientId,
      PAYPAL_CLIENT_SECRET: clientSecret,
      PAYPAL_WEBHOOK_ID: webhookId,
    },
    /** The shopper approves on PayPal; its webhook is posted unless `quiet`. */
    async approve(id: string, opts: { quiet?: boolean; captureValue?: string } = {}) {
      const o = orders.get(id)
      if (!o) throw new Error(`fake PayPal: no order ${id}`)
      if (o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED'
      if (opts.captureValue) captureValue = opts.captureValue
      if (!opts.quiet) await webhook('CHECKOUT.ORDER.APPROVED', o)
    },
    /** Posts a webhook with headers PayPal never sent (a forgery). */
    async forge(id: string) {
      const o = orders.get(id)
      if (!o) throw new Error(`fake PayPal: no order ${id}`)
      await deliver(
        options.webhookUrl,
        { id: 'WH-FORGED', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: o.id } },
        {
          'PAYPAL-TRANSMISSION-ID': 'forged',
          'PAYPAL-TRANSMISSION-SIG': 'sig-forged',
          'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
          'PAYPAL-CERT-URL': 'https://attacker.example/cert.pem',
          'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
        },
      )
    },
    fail(count: number) {
      failures = count
    },
    reset() {
      orders.clear()
      failures = 0
      captureValue = null
    },
  }
}

export type PayPalFake = ReturnType<typeof createPayPalFake>
