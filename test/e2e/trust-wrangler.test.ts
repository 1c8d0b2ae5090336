// The catalogue cache, HEAD and the product page through `wrangler dev`, the way the shop really
// runs (its Workers cache is kept in .wrangler/state/v3/cache, which `npm run db:reset` keeps).
import { cpSync, existsSync, rmSync } from 'node:fs'
import { basename } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningShop, startShop } from '../helpers/shop-server'

let shop: RunningShop | undefined
let stateDir = ''
let seededDir = ''
let address = 0
const newAddress = () => `10.94.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

beforeAll(async () => {
  const runDir = inject('e2eRunDir')
  seededDir = `${runDir}/seeded`
  stateDir = `${runDir}/${basename(import.meta.filename, '.test.ts')}`
  // With its request log, which says which catalogue reads the Workers cache answered.
  shop = await startShop(stateDir, {
    seeded: seededDir,
    config: inject('e2eWorkerConfig'),
    vars: { REQUEST_LOG: 'json' },
    onLine,
  })
})
afterAll(async () => {
  await shop?.stop()
})

const url = (path: string) => `${shop!.baseURL}${path}`

/** The request log's lines (worker/middleware/request-log.ts), as the first shop writes them. */
const requests: { route: string; d1Statements: number }[] = []
function onLine(line: string) {
  const json = line.slice(line.indexOf('{'))
  if (!json.startsWith('{"level"')) return
  const entry = JSON.parse(json) as { message: string; route: string; d1Statements: number }
  if (entry.message === 'request') requests.push(entry)
}

async function call(
  method: string,
  path: string,
  init: { body?: unknown; cookie?: string; ip?: string } = {},
) {
  return fetch(url(`/api${path}`), {
    method,
    headers: {
      Origin: shop!.baseURL,
      'CF-Connecting-IP': init.ip ?? newAddress(),
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(init.cookie && { Cookie: init.cookie }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

async function signInAdmin() {
  const login = await call('POST', '/auth/login', {
    body: { email: 'admin@shop.test', password: 'admin12345' },
  })
  expect(login.status).toBe(200)
  return login.headers.get('Set-Cookie')!.split(';')[0]!
}

const priceOf = async (id: number) => {
  const answer = await call('GET', `/products?ids=${id}`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { price: number }[] }).data[0]!.price
}

const setPrice = async (cookie: string, id: number, price: number) =>
  expect((await call('PUT', `/products/${id}`, { cookie, body: { price } })).status).toBe(200)

describe('the catalogue cache through wrangler dev', () => {
  it('never shows an answer kept for the database before a reset', async () => {
    let cookie = await signInAdmin()
    await setPrice(cookie, 1001, 111_000)
    // The copy is put after the answer: read until the cache answers (its read runs one D1
    // statement, the catalogue version's; a miss runs the query too), so the copy is there.
    const since = requests.length
    await expect
      .poll(async () => {
        expect(await priceOf(1001)).toBe(111_000)
        return requests
          .slice(since)
          .some((r) => r.route === '/api/products' && r.d1Statements === 1)
      })
      .toBe(true)
    await shop!.stop()
    // `npm run db:reset`: the database made again from the seeds, the Workers cache kept.
    expect(existsSync(`${stateDir}/v3/cache`)).toBe(true)
    rmSync(`${stateDir}/v3/d1`, { recursive: true, force: true })
    cpSync(`${seededDir}/v3/d1`, `${stateDir}/v3/d1`, { recursive: true })
    // The same address as before, as `npm start` after `npm run db:reset` has.
    shop = await startShop(stateDir, {
      reuse: true,
      config: inject('e2eWorkerConfig'),
      port: Number(new URL(shop!.baseURL).port),
    })
    cookie = await signInAdmin()
    await setPrice(cookie, 1001, 222_000)
    expect(await priceOf(1001)).toBe(222_000)
  })

  it('refuses an unknown parameter instead of skipping the cache', async () => {
    expect((await call('GET', '/products?nocache=1')).status).toBe(400)
  })
})

describe('HEAD through wrangler dev', () => {
  it('passes the GET doors: 60 tracking reads a minute', async () => {
    const ip = newAddress()
    let passed = 0
    for (; passed < 200; passed++) {
      const status = (await call('HEAD', '/track/0123456789abcdef0123456789abcdef', { ip })).status
      if (status === 429) break
      expect(status).toBe(404)
    }
    expect(passed).toBeGreaterThanOrEqual(60)
    expect(passed).toBeLessThan(121)
  })

  it('answers a product page as GET without the body, and /product/abc with the app’s page', async () => {
    const head = await fetch(url('/product/1001'), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(head.headers.get('Vary')).toBe('Accept-Language, Cookie')
    expect(await head.text()).toBe('')
    for (const method of ['GET', 'HEAD']) {
      const odd = await fetch(url('/product/abc'), { method })
      expect(odd.status, method).toBe(404)
      expect(odd.headers.get('Content-Type'), method).toMatch(/^text\/html/)
    }
  })
})

describe('the product page through wrangler dev', () => {
  it('names the shop’s own address in og:url and og:image, whatever Host was asked', async () => {
    const answer = await fetch(url('/product/1001'), { headers: { Host: 'evil.example' } })
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain(`<meta property="og:url" content="${shop!.baseURL}/product/1001" />`)
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${shop!.baseURL}/[^"]+"`))
    expect(html).not.toContain('evil.example')
  })
})
