// One contract for the four provider modules (worker/services/payments), each run against its fake
// (test/fakes/payments), whose answers are built from the providers' own documents and SDKs
// (test/fixtures/payments, each with its source): create, status in each state, a notification
// and a forged one, cancel, refund in each outcome and read again, the token kept and renewed once,
// and how a failure is classified. The modules are called directly: the order's life around them
// is the other payments-*.test.ts files'.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dinars } from '../../worker/domain/money'
import { readConfig } from '../../worker/env'
import type {
  NewPayment,
  PaymentProvider,
  RefundRequest,
} from '../../worker/services/payments/provider'
import { fibProvider } from '../../worker/services/payments/fib'
import { paypalProvider } from '../../worker/services/payments/paypal'
import { qiProvider, verifyQiSignature } from '../../worker/services/payments/qi'
import { zaincashProvider } from '../../worker/services/payments/zaincash'
import { createFibFake } from '../fakes/payments/fib'
import { createPayPalFake } from '../fakes/payments/paypal'
import { createQiFake } from '../fakes/payments/qi'
import { createZainCashFake } from '../fakes/payments/zaincash'
import * as fibFixtures from '../fixtures/payments/fib/api'
import * as paypalFixtures from '../fixtures/payments/paypal/api'
import * as qiFixtures from '../fixtures/payments/qi/api'
import * as zaincashFixtures from '../fixtures/payments/zaincash/api'
import { fakeService } from './outbound'

/** What the last notification the fake sent looked like, as the shop would receive it. */
let delivered: { body: unknown; headers: Record<string, string> } | null = null
const capture = (_url: string, body: unknown, headers: Record<string, string> = {}) => {
  delivered = { body, headers }
  return Promise.resolve()
}
const received = () => {
  if (!delivered) throw new Error('no notification was sent')
  return new Request('https://shop.test/api/payments/notify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...delivered.headers },
    body: JSON.stringify(delivered.body),
  })
}

const newPayment: NewPayment = {
  paymentId: 'pay-0001',
  orderId: 'ORD-0001',
  amount: dinars(50000),
  currency: 'IQD',
  description: 'Baghdad Moto Parts 0001',
  callbackUrl: 'https://shop.test/api/payments/notify/x',
  returnUrl: 'https://shop.test/pay/tok',
  expiresInMinutes: 30,
  locale: 'en',
}

const refundOf = (refundId: string): RefundRequest => ({
  refundId,
  amount: 50000,
  currency: 'IQD',
  reason: 'Order cancelled by the shop',
})

const fib = createFibFake({ base: 'http://fib.test', deliver: capture })
const qi = await createQiFake({ base: 'http://qi.test', deliver: capture })
const zaincash = createZainCashFake({
  base: 'http://zaincash.test',
  webhookUrl: 'https://shop.test/api/payments/notify/zaincash',
  deliver: capture,
})
const paypal = createPayPalFake({
  base: 'http://paypal.test',
  webhookUrl: 'https://shop.test/api/payments/notify/paypal',
  deliver: capture,
})

/** Each provider: its module on its fake, and how a test moves a payment there. */
interface Harness {
  name: string
  fake: { fetch: (r: Request) => Response | Promise<Response>; reset: () => void } & Pick<
    typeof fib,
    'fail' | 'answerNonsense' | 'planRefunds' | 'tokensIssued' | 'expireTokens' | 'refuseAuth'
  >
  base: string
  provider: () => PaymentProvider
  /** The shopper pays (the provider notifies). */
  pay: (ref: string) => Promise<void>
  decline: (ref: string) => Promise<void>
  /** A notification naming `ref` that must not hold. */
  forged: (ref: string) => Promise<Request>
  /** Finishes pending refunds; null where the provider documents no pending refund. */
  completeRefunds: (() => void) | null
  /** The provider's documented refusal of a refund, by its code. */
  refusedCode: string
  /** Uses an OAuth token. */
  oauth: boolean
}

const config = (settings: Record<string, string>) => readConfig({ ...env, ...settings })

const harnesses: Harness[] = [
  {
    name: 'fib',
    fake: fib,
    base: 'http://fib.test',
    provider: () => fibProvider(config({ FIB_API_URL: 'http://fib.test', ...fib.credentials })),
    pay: (ref) => fib.pay(ref),
    decline: (ref) => fib.decline(ref),
    forged: (ref) =>
      Promise.resolve(
        new Request('https://shop.test/', { method: 'POST', body: `{"id":"${ref}"` }),
      ),
    completeRefunds: () => fib.completeRefunds(),
    refusedCode: 'REFUND_PERIOD_EXPIRED',
    oauth: true,
  },
  {
    name: 'qi',
    fake: qi,
    base: 'http://qi.test',
    provider: () => qiProvider(config({ QI_API_URL: 'http://qi.test/api/v1', ...qi.credentials })),
    pay: (ref) => qi.pay(ref),
    decline: (ref) => qi.decline(ref),
    forged: async (ref) => {
      const body = { ...qi.view(qi.payments.get(ref)!), status: 'SUCCESS' }
      return new Request('https://shop.test/', {
        method: 'POST',
        headers: { 'X-Signature': await qi.sign(`${qi.signedString(body)}x`) },
        body: JSON.stringify(body),
      })
    },
    completeRefunds: () => qi.completeRefunds(),
    refusedCode: 'FAILED',
    oauth: false,
  },
  {
    name: 'zaincash',
    fake: zaincash,
    base: 'http://zaincash.test',
    provider: () =>
      zaincashProvider(
        config({ ZAINCASH_API_URL: 'http://zaincash.test', ...zaincash.credentials }),
      ),
    pay: (ref) => zaincash.pay(ref),
    decline: (ref) => zaincash.decline(ref),
    forged: async (ref) =>
      new Request('https://shop.test/', {
        method: 'POST',
        body: JSON.stringify({
          webhook_token: await zaincash.sign(
            { ...zaincash.transactions.get(ref)!, status: 'SUCCESS' },
            'not-the-api-key',
          ),
        }),
      }),
    completeRefunds: null,
    refusedCode: 'TRANSACTION_NOT_REVERSIBLE',
    oauth: true,
  },
  {
    name: 'paypal',
    fake: paypal,
    base: 'http://paypal.test',
    provider: () =>
      paypalProvider(
        config({
          PAYPAL_API_URL: 'http://paypal.test',
          PAYPAL_IQD_PER_USD: '1310',
          ...paypal.credentials,
        }),
      ),
    pay: (ref) => paypal.approve(ref),
    decline: (ref) => {
      paypal.declineCapture(ref)
      return paypal.approve(ref, { quiet: true })
    },
    forged: async (ref) => {
      await paypal.forge(ref)
      return received()
    },
    completeRefunds: () => paypal.completeRefunds(),
    refusedCode: 'REFUND_TIME_LIMIT_EXCEEDED',
    oauth: true,
  },
]

/** Every call the modules sent, as "METHOD url". */
let calls: string[] = []

beforeEach(() => {
  delivered = null
  calls = []
  for (const h of harnesses) h.fake.reset()
  // One fetch fake for the four: each provider's calls go to its fake.
  fakeService('http://', (request) => {
    calls.push(`${request.method} ${request.url}`)
    const h = harnesses.find((x) => request.url.startsWith(x.base))
    return h ? h.fake.fetch(request) : new Response('no fake here', { status: 599 })
  })
})
afterEach(() => vi.restoreAllMocks())

describe.each(harnesses)('$name', (h) => {
  async function paid(provider = h.provider()) {
    const { providerRef } = await provider.create(newPayment)
    await h.pay(providerRef)
    expect((await provider.status(providerRef)).status).toBe('paid')
    return { provider, ref: providerRef }
  }

  it('creates a payment, open until the shopper pays', async () => {
    const provider = h.provider()
    const created = await provider.create(newPayment)
    expect(created.providerRef).toBeTruthy()
    expect(Object.values(created.details).every(Boolean)).toBe(true)
    expect((await provider.status(created.providerRef)).status).toBe('open')
  })

  it('reports paid, with the amount, once the shopper paid', async () => {
    const { provider, ref } = await paid()
    const report = await provider.status(ref)
    expect(report.amount?.currency).toBe(h.name === 'paypal' ? 'USD' : 'IQD')
    expect(report.amount?.amount).toBe(h.name === 'paypal' ? 3817 : 50000)
  })

  it('reports declined when the shopper declines', async () => {
    const provider = h.provider()
    const { providerRef } = await provider.create(newPayment)
    await h.decline(providerRef)
    expect((await provider.status(providerRef)).status).toBe('declined')
  })

  it('reads a notification naming the payment, and refuses a forged one', async () => {
    const provider = h.provider()
    const { providerRef } = await provider.create(newPayment)
    await h.pay(providerRef)
    expect(await provider.notification(received())).toEqual({ providerRef })
    expect(await provider.notification(await h.forged(providerRef))).toBeNull()
  })

  it('cancels an open payment', async () => {
    const provider = h.provider()
    const { providerRef } = await provider.create(newPayment)
    await expect(provider.cancel(providerRef)).resolves.toBeUndefined()
    expect((await provider.status(providerRef)).status).not.toBe('paid')
  })

  it('refunds a paid payment, and the refund reads done', async () => {
    const { provider, ref } = await paid()
    const report = await provider.refund(ref, refundOf('refund-done'))
    expect(report.state).not.toBe('failed')
    if (h.name === 'qi') {
      // Qi's SUCCESS answer is final, and its payment's status names no refund.
      expect(report.state).toBe('done')
      return
    }
    expect((await provider.refundStatus(ref, report.providerRef)).state).toBe('done')
    expect((await provider.status(ref)).status).toBe('refunded')
  })

  it('reports a refund pending until the provider confirms it', async () => {
    if (!h.completeRefunds) return // ZainCash documents a reverse only as COMPLETED
    const { provider, ref } = await paid()
    h.fake.planRefunds('pending')
    const report = await provider.refund(ref, refundOf('refund-pending'))
    expect(report.state).toBe('pending')
    if (h.name === 'qi') {
      // Qi has no call that reads a refund: it is confirmed by hand.
      await expect(provider.refundStatus(ref, report.providerRef)).rejects.toMatchObject({
        kind: 'refused',
        code: 'NO_REFUND_READ',
      })
      return
    }
    expect((await provider.refundStatus(ref, report.providerRef)).state).toBe('pending')
    h.completeRefunds()
    expect((await provider.refundStatus(ref, report.providerRef)).state).toBe('done')
  })

  it('throws ProviderRefused, with the provider’s code, on a permanent refusal', async () => {
    const { provider, ref } = await paid()
    h.fake.planRefunds('refused')
    await expect(provider.refund(ref, refundOf('refund-refused'))).rejects.toMatchObject({
      kind: 'refused',
      provider: h.name,
      code: h.refusedCode,
    })
  })

  it('throws ProviderUnavailable while the refund call fails, then refunds', async () => {
    const { provider, ref } = await paid()
    h.fake.planRefunds('done', { unavailable: 2 })
    for (const _ of [1, 2])
      await expect(provider.refund(ref, refundOf('refund-retried'))).rejects.toMatchObject({
        kind: 'unavailable',
      })
    expect((await provider.refund(ref, refundOf('refund-retried'))).state).not.toBe('failed')
  })

  it('classifies a 5xx as unavailable, a 4xx as refused, an undocumented answer as invalid', async () => {
    const provider = h.provider()
    const { providerRef } = await provider.create(newPayment)
    h.fake.fail(1)
    await expect(provider.status(providerRef)).rejects.toMatchObject({ kind: 'unavailable' })
    await expect(provider.status('no-such-payment')).rejects.toMatchObject({ kind: 'refused' })
    h.fake.answerNonsense(1)
    await expect(provider.status(providerRef)).rejects.toMatchObject({ kind: 'invalid' })
    expect((await provider.status(providerRef)).status).toBe('open')
  })

  it('keeps its token between calls, renews it once on a 401, and gives up on a second', async () => {
    if (!h.oauth) return
    const provider = h.provider()
    const { providerRef } = await provider.create(newPayment)
    const before = h.fake.tokensIssued()
    await provider.status(providerRef)
    await h.provider().status(providerRef)
    expect(h.fake.tokensIssued()).toBe(before)
    h.fake.expireTokens()
    expect((await provider.status(providerRef)).status).toBe('open')
    expect(h.fake.tokensIssued()).toBe(before + 1)
    h.fake.refuseAuth(2)
    await expect(provider.status(providerRef)).rejects.toMatchObject({ kind: 'unavailable' })
  })
})

describe('what only one provider documents', () => {
  it('FIB is sent the return address as redirectUri, and refuses a refund after its window', async () => {
    const provider = harnesses[0]!.provider()
    const { providerRef } = await provider.create(newPayment)
    expect(fib.payments.get(providerRef)?.redirectUri).toBe(newPayment.returnUrl)
    await fib.pay(providerRef)
    fib.planRefunds('refused')
    const refused = provider.refund(providerRef, refundOf('late'))
    await expect(refused).rejects.toMatchObject({ kind: 'refused', code: 'REFUND_PERIOD_EXPIRED' })
    expect(fibFixtures.refundRefused.status).toBe(400)
  })

  it('FIB: a refund asked again after a lost answer is read back, not refused', async () => {
    const provider = harnesses[0]!.provider()
    const { providerRef } = await provider.create(newPayment)
    await fib.pay(providerRef)
    fib.planRefunds('pending')
    await provider.refund(providerRef, refundOf('twice'))
    expect((await provider.refund(providerRef, refundOf('twice'))).state).toBe('pending')
  })

  it('Qi: SUCCESS with canceled: true is not paid', async () => {
    const provider = harnesses[1]!.provider()
    const { providerRef } = await provider.create(newPayment)
    await qi.pay(providerRef, { quiet: true })
    await provider.cancel(providerRef)
    expect(qi.payments.get(providerRef)).toMatchObject({ status: 'SUCCESS', canceled: true })
    expect(await provider.status(providerRef)).toMatchObject({
      status: 'declined',
      detail: 'SUCCESS canceled',
    })
  })

  it('Qi: the SDK’s own signed notification verifies, and a tampered one does not', async () => {
    const { body, signature, publicKey, signedString } = qiFixtures.signedNotification
    expect(qi.signedString(body as never)).toBe(signedString)
    expect(await verifyQiSignature(publicKey, body, signature)).toBe(true)
    expect(await verifyQiSignature(publicKey, { ...body, amount: 999.99 }, signature)).toBe(false)
  })

  it('Qi: a refund answered FAILED is refused, PROCESSING is pending', async () => {
    expect(qiFixtures.refunds.failed.body.status).toBe('FAILED')
    const provider = harnesses[1]!.provider()
    const { providerRef } = await provider.create(newPayment)
    await qi.pay(providerRef, { quiet: true })
    qi.planRefunds('pending')
    expect(await provider.refund(providerRef, refundOf('r1'))).toMatchObject({
      state: 'pending',
      detail: expect.stringContaining('PROCESSING'),
    })
  })

  it('ZainCash: a webhook in the guide’s shape (data.transactionId) is read', async () => {
    expect(zaincashFixtures.callbackClaims.body.data).toHaveProperty('transactionId')
    const provider = harnesses[2]!.provider()
    const { providerRef } = await provider.create(newPayment)
    await zaincash.pay(providerRef)
    expect(delivered?.body).toEqual({ webhook_token: expect.any(String) })
    expect(await provider.notification(received())).toEqual({ providerRef })
  })

  it('ZainCash: the reverse’s COMPLETED with a plain-number amount is done; a REFUNDED one is not reversed twice', async () => {
    expect(typeof zaincashFixtures.reversed.body.amount).toBe('number')
    const { provider, ref } = await (async () => {
      const p = harnesses[2]!.provider()
      const { providerRef } = await p.create(newPayment)
      await zaincash.pay(providerRef, { quiet: true })
      return { provider: p, ref: providerRef }
    })()
    const first = await provider.refund(ref, refundOf('z1'))
    expect(first).toMatchObject({ state: 'done', providerRef: expect.stringMatching(/^REV-/) })
    calls = []
    expect(await provider.refund(ref, refundOf('z1'))).toMatchObject({ state: 'done' })
    expect(calls.some((c) => c.endsWith('/reverse'))).toBe(false)
  })

  it('PayPal: a capture refused INSTRUMENT_DECLINED declines the payment', async () => {
    expect(paypalFixtures.instrumentDeclined.status).toBe(422)
    const provider = harnesses[3]!.provider()
    const { providerRef } = await provider.create(newPayment)
    paypal.declineCapture(providerRef)
    await paypal.approve(providerRef, { quiet: true })
    expect(await provider.status(providerRef)).toMatchObject({
      status: 'declined',
      detail: expect.stringContaining('INSTRUMENT_DECLINED'),
    })
  })

  it('PayPal: a webhook without its headers or of an unknown event costs no call; a real one at most one token', async () => {
    const provider = harnesses[3]!.provider()
    const { providerRef } = await provider.create(newPayment)
    await paypal.approve(providerRef)
    const real = delivered!
    calls = []
    const post = (body: unknown, headers: Record<string, string>) =>
      new Request('https://shop.test/', { method: 'POST', headers, body: JSON.stringify(body) })
    expect(await provider.notification(post(real.body, {}))).toBeNull()
    const unknown = { ...(real.body as object), event_type: 'BILLING.PLAN.CREATED' }
    expect(await provider.notification(post(unknown, real.headers))).toBeNull()
    expect(calls).toEqual([])
    paypal.expireTokens()
    const before = paypal.tokensIssued()
    expect(await provider.notification(post(real.body, real.headers))).toEqual({ providerRef })
    expect(paypal.tokensIssued() - before).toBeLessThanOrEqual(1)
  })

  it('every fixture names its source', () => {
    for (const fixtures of [fibFixtures, qiFixtures, zaincashFixtures, paypalFixtures])
      for (const value of Object.values(fixtures))
        for (const fixture of 'source' in value ? [value] : Object.values(value))
          expect((fixture as { source: string }).source.length).toBeGreaterThan(20)
  })
})
