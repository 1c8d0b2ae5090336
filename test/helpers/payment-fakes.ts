// The local payment providers for `npm start` and the browser tests: FIB under /fib, Qi Card
// under /qi, ZainCash under /zaincash and PayPal under /paypal of one small Node server (default port 8790, or PAYMENT_FAKES_PORT), each following
// its provider's protocol (test/fakes/payments). Never part of the deployed worker.
//   npx tsx test/helpers/payment-fakes.ts
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { createAlWaseetFake } from '../fakes/couriers/alwaseet'
import { createBoxyFake } from '../fakes/couriers/boxy'
import { createFibFake } from '../fakes/payments/fib'
import { createPayPalFake } from '../fakes/payments/paypal'
import { createQiFake } from '../fakes/payments/qi'
import { createZainCashFake } from '../fakes/payments/zaincash'
import { createWhatsappFake } from '../fakes/whatsapp'
import { QI_DEV_PRIVATE_KEY, QI_DEV_PUBLIC_KEY } from '../fakes/payments/qi-dev-key'

/** The settings that point a shop at fakes served at `base`. */
export const fakeSettings = (base: string) => ({
  FIB_API_URL: `${base}/fib`,
  FIB_CLIENT_ID: 'fake-fib-client',
  FIB_CLIENT_SECRET: 'fake-fib-secret',
  QI_API_URL: `${base}/qi/api/v1`,
  QI_USERNAME: 'fake-qi-user',
  QI_PASSWORD: 'fake-qi-password',
  QI_TERMINAL_ID: '237984',
  QI_PUBLIC_KEY: QI_DEV_PUBLIC_KEY,
  ZAINCASH_API_URL: `${base}/zaincash`,
  ZAINCASH_CLIENT_ID: 'fake-zaincash-client',
  ZAINCASH_CLIENT_SECRET: 'fake-zaincash-secret',
  ZAINCASH_API_KEY: 'fake-zaincash-api-key-0123456789abcdef',
  PAYPAL_API_URL: `${base}/paypal`,
  PAYPAL_CLIENT_ID: 'fake-paypal-client',
  PAYPAL_CLIENT_SECRET: 'fake-paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-FAKE-0001',
  PAYPAL_IQD_PER_USD: '1310',
  ALWASEET_API_URL: `${base}/alwaseet`,
  ALWASEET_USERNAME: 'fake-alwaseet-merchant',
  ALWASEET_PASSWORD: 'fake-alwaseet-password',
  BOXY_API_URL: `${base}/boxy`,
  BOXY_API_KEY: 'fake-boxy-key',
  BOXY_API_SECRET: 'fake-boxy-secret',
  BOXY_WEBHOOK_HEADER: 'x-boxy-webhook-key',
  BOXY_WEBHOOK_SECRET: 'fake-boxy-webhook-secret',
  WHATSAPP_API_URL: `${base}/whatsapp/v21.0`,
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TOKEN: 'fake-whatsapp-token',
  WHATSAPP_APP_SECRET: 'fake-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'fake-whatsapp-verify-token',
})

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** `shopUrl`: where the PayPal and ZainCash fakes post their webhooks (PayPal's address is set in
 * its dashboard, not per order); a function when the shop starts after the fakes (it needs their
 * address), read at each delivery. */
export async function servePaymentFakes(
  port: number,
  shopUrl: string | (() => string) = process.env.SHOP_URL ??
    `http://localhost:${process.env.PORT ?? 8787}`,
): Promise<{ base: string; server: Server }> {
  const shop = typeof shopUrl === 'string' ? () => shopUrl : shopUrl
  const app = new Hono()
  let base = ''
  const server = createServer((req, res) => {
    void (async () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const response = await app.fetch(
        new Request(`${base}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: hasBody ? new Uint8Array(await body(req)) : undefined,
        }),
      )
      const out: Record<string, string> = {}
      response.headers.forEach((value, name) => (out[name] = value))
      res.writeHead(response.status, out)
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      console.error('payment fakes:', error)
      res.writeHead(500).end()
    })
  })
  // Port 0: any free port; the fakes' links name the one it got.
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fib = createFibFake({ base: `${base}/fib` })
  const qi = await createQiFake({
    base: `${base}/qi`,
    key: { privateJwk: QI_DEV_PRIVATE_KEY, publicSpki: QI_DEV_PUBLIC_KEY },
  })
  const paypal = createPayPalFake({
    base: `${base}/paypal`,
    get webhookUrl() {
      return `${shop()}/api/payments/notify/paypal`
    },
  })
  app.route('/fib', fib.app)
  app.route('/qi', qi.app)
  app.route('/paypal', paypal.app)
  const zaincash = createZainCashFake({
    base: `${base}/zaincash`,
    get webhookUrl() {
      return `${shop()}/api/payments/notify/zaincash`
    },
  })
  app.route('/zaincash', zaincash.app)
  app.route('/alwaseet', createAlWaseetFake({ base: `${base}/alwaseet` }).app)
  const boxy = createBoxyFake({
    base: `${base}/boxy`,
    get shopUrl() {
      return shop()
    },
  })
  app.route('/boxy', boxy.app)
  const whatsapp = createWhatsappFake({
    base: `${base}/whatsapp`,
    get shopUrl() {
      return shop()
    },
  })
  app.route('/whatsapp', whatsapp.app)
  return { base, server }
}

if (process.argv[1]?.endsWith('payment-fakes.ts')) {
  const port = Number(process.env.PAYMENT_FAKES_PORT ?? 8790)
  const { base } = await servePaymentFakes(port)
  console.log(
    `Payment fakes (FIB ${base}/fib, Qi Card ${base}/qi, ZainCash ${base}/zaincash, PayPal ${base}/paypal, Al-Waseet ${base}/alwaseet) listening`,
  )
}
