// The shop with FIB's fake behind it, for the test files that pay through FIB: the fake (its
// callbacks go straight into the worker), API calls with its settings, the payments cron run as
// Cloudflare would, and every status read the fake was asked (`statusReads`). Registers its
// beforeEach/afterEach in the file that calls it.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, vi } from 'vitest'
import { runPaymentSweep } from '../../worker/cron/payment-sweep'
import { createFibFake } from '../fakes/payments/fib'
import { telegram } from './bot/fake-telegram'
import { callApi, fakeService } from './outbound'

const FIB_API = 'http://fib.test'

export function fibShop() {
  const fib = createFibFake({
    base: FIB_API,
    deliver: async (url, body) => {
      await call('POST', new URL(url).pathname.replace(/^\/api/, ''), { body })
    },
  })
  const settings = { FIB_API_URL: FIB_API, ...fib.credentials }
  const call = (method: string, path: string, options: Parameters<typeof callApi>[2] = {}) =>
    callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })
  const statusReads: string[] = []

  beforeEach(() => {
    telegram.reset()
    fib.reset()
    statusReads.length = 0
    fakeService(FIB_API, (request) => {
      const read = /\/payments\/([^/]+)\/status$/.exec(new URL(request.url).pathname)
      if (read?.[1]) statusReads.push(read[1])
      return fib.fetch(request)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  /** The payments cron, run as Cloudflare would `minutes` from now. */
  async function sweep(minutes: number) {
    const ctx = createExecutionContext()
    await runPaymentSweep({ ...env, ...settings }, Date.now() + minutes * 60_000)
    await waitOnExecutionContext(ctx)
  }

  /** The FIB payment id of the order's latest payment, or '' when it has none. */
  const fibRef = (orderId: string) =>
    [...fib.payments.values()].filter((p) => p.description.endsWith(orderId.slice(-6))).at(-1)
      ?.paymentId ?? ''

  return { fib, call, sweep, statusReads, fibRef }
}
