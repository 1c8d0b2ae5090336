// The workers `wrangler dev` puts in front of the shop, as test/helpers/patch-wrangler-proxy.ts
// leaves them. The proxy (the shop's port under `npm start` and in these tests): a request whose
// connection to the worker drops before an answer is sent again, body and all, instead of a 503 or
// a page waiting for ever; it runs here as wrangler runs it (its options in wrangler's
// ProxyController), in front of a stand-in for the worker that drops the first connection it gets.
// The DevTools proxy: no network events from the runtime while no DevTools is open.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseURL, sharedShop } from './own-shop'

const PROXY_WORKER = fileURLToPath(
  new URL('../../node_modules/wrangler/wrangler-dist/ProxyWorker.js', import.meta.url),
)
const SECRET = 'proxy-controller-secret'

describe("wrangler dev's proxy", () => {
  let worker: Server
  let proxy: Miniflare
  let dropNext = 0
  const received: string[] = []

  beforeAll(async () => {
    worker = createServer((request, response) => {
      if (dropNext > 0) {
        dropNext--
        request.socket.destroy() // the connection drops before any answer
        return
      }
      let body = ''
      request.on('data', (part: Buffer) => (body += String(part)))
      request.on('end', () => {
        received.push(`${request.method ?? ''} ${request.url ?? ''} ${body}`)
        response.end(`answered ${request.method ?? ''} ${body}`)
      })
    })
    await new Promise<void>((resolve) => worker.listen(0, '127.0.0.1', resolve))
    const { port } = worker.address() as { port: number }
    proxy = new Miniflare({
      workers: [
        {
          name: 'ProxyWorker',
          compatibilityDate: '2023-12-18',
          compatibilityFlags: ['nodejs_compat'],
          modulesRoot: dirname(PROXY_WORKER),
          modules: [{ type: 'ESModule', path: PROXY_WORKER }],
          durableObjects: { DURABLE_OBJECT: { className: 'ProxyWorker' } },
          serviceBindings: { PROXY_CONTROLLER: () => new Response(null, { status: 204 }) },
          bindings: { PROXY_CONTROLLER_AUTH_SECRET: SECRET },
          unsafeEphemeralDurableObjects: true,
        },
      ],
    })
    // What wrangler sends once the worker runs: where it listens.
    await proxy.dispatchFetch('http://dummy/cdn-cgi/ProxyWorker/play', {
      headers: { Authorization: SECRET },
      cf: {
        hostMetadata: {
          type: 'play',
          proxyData: {
            userWorkerUrl: { protocol: 'http:', hostname: '127.0.0.1', port: String(port) },
            headers: {},
            liveReload: false,
          },
        },
      },
    })
  })
  afterAll(async () => {
    await proxy.dispose()
    await new Promise((resolve) => worker.close(resolve))
  })

  it('sends a POST again, with its body, when the connection drops before the answer', async () => {
    dropNext = 1
    const response = await proxy.dispatchFetch('http://127.0.0.1/api/auth/login', {
      method: 'POST',
      body: '{"email":"admin@shop.test"}',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('answered POST {"email":"admin@shop.test"}')
    expect(received).toContain('POST /api/auth/login {"email":"admin@shop.test"}')
  })

  it('answers a GET at once, not when the next request comes', async () => {
    dropNext = 1
    const response = await proxy.dispatchFetch('http://127.0.0.1/api/admin/couriers', {
      signal: AbortSignal.timeout(5_000),
    })
    expect(await response.text()).toBe('answered GET ')
  })

  it('tries once more only: a worker that keeps dropping gets the 503 it got before', async () => {
    dropNext = 2
    const response = await proxy.dispatchFetch('http://127.0.0.1/api/orders', {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(503)
    dropNext = 0
  })
})

describe("wrangler dev's DevTools proxy", () => {
  sharedShop()

  it('asks the runtime for no network events while no DevTools is open', async () => {
    // A search nobody asked before: read from D1, a fetch to the D1 binding.
    const search = `brake ${Date.now().toString(36)}`
    expect((await fetch(`${baseURL()}/api/products?search=${search}`)).ok).toBe(true)
    // Wrangler's debug log of the shared shop (test/helpers/shop-server.ts): every message
    // between the DevTools proxy and the runtime.
    const log = readFileSync(`${inject('e2eRunDir')}/shared/wrangler.log`, 'utf8')
    expect(log).toContain('RUNTIME WEBSOCKET OPENED')
    expect(log).not.toContain('"Network.enable"')
    expect(log).not.toContain('Network.requestWillBeSent')
  })
})
