// A local PayPal answering in the shapes of test/fixtures/payments/paypal (PayPal's OpenAPI
// specifications): Orders v2 (create, read, capture), captures' refunds and their reads, the
// webhook verification call, and the approval page standing in for PayPal's (Pay and Cancel). Its
// webhooks carry PAYPAL-TRANSMISSION-* headers that only its own verification call accepts. Never
// part of the deployed worker (see fib.ts).
import { Hono } from 'hono'
import { answer, fill } from '../../fixtures/payments/fixture'
import * as fixtures from '../../fixtures/payments/paypal/api'
import { fakeControls, postJson } from './fake-kit'

interface PayPalFakeRefund {
  id: string
  status: 'COMPLETED' | 'PENDING'
}

export interface PayPalFakeOrder {
  id: string
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  value: string
  currency: string
  referenceId: string
  customId: string
  returnUrl: string
  cancelUrl: string
  capture: { id: string; status: string; value: string; refunded: boolean } | null
  refunds: PayPalFakeRefund[]
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

/** PayPal's error answer with one issue (the schemas error_default and error_details). */
const failure = (name: string, issue: string) =>
  answer(fixtures.refundRefused, { name, details: [{ issue }] })

export function createPayPalFake(options: PayPalFakeOptions) {
  const { base } = options
  const clientId = options.clientId ?? 'fake-paypal-client'
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret'
  const webhookId = options.webhookId ?? 'WH-FAKE-0001'
  const orders = new Map<string, PayPalFakeOrder>()
  const signatures = new Set<string>()
  const requests = new Map<string, unknown>() // PayPal-Request-Id → the answer it had
  const declining = new Set<string>() // orders whose next capture is INSTRUMENT_DECLINED
  const kit = fakeControls({
    outage: failure('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR'),
    unauthorized: failure('AUTHENTICATION_FAILURE', 'INVALID_TOKEN'),
  })
  let counter = 0
  /** The next capture reports this value instead (a mismatch). */
  let captureValue: string | null = null
  const deliver = options.deliver ?? postJson

  const [unit] = fixtures.orders.completed.body.purchase_units as Record<string, unknown>[]
  const [capture] = (unit as { payments: { captures: Record<string, unknown>[] } }).payments
    .captures

  const view = (o: PayPalFakeOrder) =>
    answer(fixtures.orders.payerActionRequired, {
      id: o.id,
      status: o.status,
      links: [
        { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' },
      ],
      purchase_units: [
        fill(unit!, {
          reference_id: o.referenceId,
          custom_id: o.customId,
          amount: { currency_code: o.currency, value: o.value },
          ...(o.capture && {
            payments: {
              captures: [
                fill(capture!, {
                  id: o.capture.id,
                  status: o.capture.refunded ? 'REFUNDED' : o.capture.status,
                  amount: { currency_code: o.currency, value: o.capture.value },
                }),
              ],
            },
          }),
        }),
      ],
    })

  const refundView = (o: PayPalFakeOrder, r: PayPalFakeRefund) =>
    answer(fixtures.refunds.completed, {
      id: r.id,
      status: r.status,
      amount: { currency_code: o.currency, value: o.capture?.value ?? o.value },
      links: [{ href: `${base}/v2/payments/refunds/${r.id}`, rel: 'self', method: 'GET' }],
    })

  /** The same answer again for a PayPal-Request-Id already seen. */
  const once = (requestId: string | undefined, make: () => unknown) => {
    if (requestId && requests.has(requestId)) return requests.get(requestId)
    const made = make()
    if (requestId) requests.set(requestId, made)
    return made
  }

  async function webhook(eventType: string, o: PayPalFakeOrder) {
    const transmission = crypto.randomUUID()
    signatures.add(transmission)
    const event = answer(fixtures.webhookEvent, {
      id: `WH-${crypto.randomUUID()}`,
      create_time: new Date().toISOString(),
      event_type: eventType,
      resource: { id: o.id, status: o.status },
    })
    await deliver(
      options.webhookUrl,
      event,
      answer(fixtures.webhookHeaders, {
        'PAYPAL-TRANSMISSION-ID': transmission,
        'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
        'PAYPAL-TRANSMISSION-SIG': `sig-${transmission}`,
        'PAYPAL-CERT-URL': `${base}/certs/fake.pem`,
      }),
    ).catch((error: unknown) => console.error('fake PayPal: the webhook failed', error))
  }

  const app = new Hono()
  app.use('/v*', (c, next) =>
    // Mounted under /paypal by `npm start`'s fakes server, so the path's end names the call.
    c.req.path.endsWith('/v1/oauth2/token') ? next() : kit.gate(c, next, () => kit.bearer(c)),
  )

  app.post('/v1/oauth2/token', async (c) => {
    const form = await c.req.parseBody()
    if (
      c.req.header('Authorization') !== `Basic ${btoa(`${clientId}:${clientSecret}`)}` ||
      form.grant_type !== 'client_credentials'
    )
      return c.json({ error: 'invalid_client' }, 401)
    return c.json(answer(fixtures.token, { access_token: kit.issueToken('A21-fake-') }))
  })

  app.post('/v2/checkout/orders', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      intent?: string
      purchase_units?: {
        reference_id?: string
        custom_id?: string
        amount?: { currency_code?: string; value?: string }
      }[]
      payment_source?: {
        paypal?: { experience_context?: { return_url?: string; cancel_url?: string } }
      }
    } | null
    const purchase = body?.purchase_units?.[0]
    const context = body?.payment_source?.paypal?.experience_context
    // A USD value has at most two decimals (PayPal's amount object).
    if (
      body?.intent !== 'CAPTURE' ||
      !purchase?.amount?.value ||
      !/^\d+(\.\d{1,2})?$/.test(purchase.amount.value) ||
      !context?.return_url ||
      Object.keys(body).some((field) => !(field in fixtures.createRequest.body))
    )
      return c.json(failure('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER'), 400)
    counter += 1
    const o: PayPalFakeOrder = {
      id: `5O${String(counter).padStart(6, '0')}${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
      status: 'PAYER_ACTION_REQUIRED',
      value: purchase.amount.value,
      currency: purchase.amount.currency_code ?? 'USD',
      referenceId: purchase.reference_id ?? '',
      customId: purchase.custom_id ?? '',
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url ?? context.return_url,
      capture: null,
      refunds: [],
    }
    orders.set(o.id, o)
    return c.json(view(o), 200)
  })

  const notFound = failure('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')

  app.get('/v2/checkout/orders/:id', (c) => {
    const o = orders.get(c.req.param('id'))
    return o ? c.json(view(o)) : c.json(notFound, 404)
  })

  app.post('/v2/checkout/orders/:id/capture', (c) => {
    const o = orders.get(c.req.param('id'))
    if (!o) return c.json(notFound, 404)
    if (declining.delete(o.id)) return c.json(fixtures.instrumentDeclined.body, 422)
    return c.json(
      once(c.req.header('PayPal-Request-Id'), () => {
        if (o.status !== 'APPROVED') return failure('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
        o.status = 'COMPLETED'
        o.capture = {
          id: `CAP-${crypto.randomUUID().slice(0, 8)}`,
          status: 'COMPLETED',
          value: captureValue ?? o.value,
          refunded: false,
        }
        captureValue = null
        return view(o)
      }) as object,
      o.capture ? 201 : 422,
    )
  })

  app.post('/v2/payments/captures/:id/refund', (c) => {
    const o = [...orders.values()].find((x) => x.capture?.id === c.req.param('id'))
    if (!o?.capture) return c.json(notFound, 404)
    const requestId = c.req.header('PayPal-Request-Id')
    if (requestId && requests.has(requestId)) return c.json(requests.get(requestId) as object, 201)
    const plan = kit.nextRefund()
    if (plan === 'unavailable') return kit.outage(c)
    if (plan === 'refused') return c.json(fixtures.refundRefused.body, 422)
    if (o.capture.refunded)
      return c.json(failure('UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED'), 422)
    const refund: PayPalFakeRefund = {
      id: `REF-${crypto.randomUUID().slice(0, 8)}`,
      status: plan === 'done' ? 'COMPLETED' : 'PENDING',
    }
    o.refunds.push(refund)
    o.capture.refunded = plan === 'done'
    return c.json(once(requestId, () => refundView(o, refund)) as object, 201)
  })

  app.get('/v2/payments/refunds/:id', (c) => {
    for (const o of orders.values()) {
      const r = o.refunds.find((x) => x.id === c.req.param('id'))
      if (r) return c.json(refundView(o, r))
    }
    return c.json(notFound, 404)
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
    return c.json(ok ? fixtures.verification.success.body : fixtures.verification.failure.body)
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
    /** The order's next capture is refused: the card was declined (422 INSTRUMENT_DECLINED). */
    declineCapture(id: string) {
      declining.add(id)
    },
    /** Posts a webhook with headers PayPal never sent (a forgery). */
    async forge(id: string) {
      const o = orders.get(id)
      if (!o) throw new Error(`fake PayPal: no order ${id}`)
      await deliver(
        options.webhookUrl,
        answer(fixtures.webhookEvent, { id: 'WH-FORGED', resource: { id: o.id } }),
        answer(fixtures.webhookHeaders, {
          'PAYPAL-TRANSMISSION-ID': 'forged',
          'PAYPAL-TRANSMISSION-SIG': 'sig-forged',
          'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
          'PAYPAL-CERT-URL': 'https://attacker.example/cert.pem',
        }),
      )
    },
    /** PayPal finishes its pending refunds. */
    completeRefunds() {
      for (const o of orders.values())
        for (const r of o.refunds.filter((x) => x.status === 'PENDING')) {
          r.status = 'COMPLETED'
          if (o.capture) o.capture.refunded = true
        }
    },
    ...kit.controls,
    reset() {
      orders.clear()
      requests.clear()
      declining.clear()
      captureValue = null
      kit.reset()
    },
  }
}

export type PayPalFake = ReturnType<typeof createPayPalFake>
