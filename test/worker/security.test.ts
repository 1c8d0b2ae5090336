// The API's headers (security, caching, CORS) and its limits on request bodies.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { errorText } from '../../worker/schemas/error-codes'
import { CUSTOMER_CHAT, deliver, textUpdate } from './bot/updates'
import { api, clientAddress, makeUser, ORIGIN, refusal, unique } from './helpers'
import { PNG } from './image-fixtures'
import { workerFetch } from './worker-fetch'

const KB = 1024
const MB = 1024 * KB
const TOO_LARGE = refusal('BODY_TOO_LARGE')

/** A raw call, for bodies the JSON helper cannot send. */
function send(
  method: string,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  return workerFetch(`${ORIGIN}/api${path}`, {
    method,
    body,
    headers: { Origin: ORIGIN, 'CF-Connecting-IP': clientAddress(), ...headers },
  })
}

/** `text` as a body of unknown length, sent in 16 KB chunks (Transfer-Encoding: chunked). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close()
        return
      }
      controller.enqueue(bytes.slice(at, (at += 16 * KB)))
    },
  })
}

const supportMessage = (message: string) =>
  JSON.stringify({ name: 'Ali', email: 'ali@example.iq', subject: 'general-question', message })

describe('security headers on API answers', () => {
  it.each([['/settings'], ['/no-such-endpoint']])(
    'answers %s with nosniff, no framing, no referrer and a policy that loads nothing',
    async (path) => {
      const { headers } = await api('GET', path)
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('X-Frame-Options')).toBe('DENY')
      expect(headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(headers.get('Referrer-Policy')).toBe('no-referrer')
    },
  )

  it('sends HSTS over https only', async () => {
    const https = await workerFetch('https://shop.test/api/settings')
    expect(https.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/)
    const http = await workerFetch('http://shop.test/api/settings')
    expect(http.headers.get('Strict-Transport-Security')).toBeNull()
  })
})

describe('caching of personal answers', () => {
  it('marks every answer to a signed-in user no-store, and leaves anonymous ones alone', async () => {
    const customer = await makeUser()
    for (const path of ['/settings', `/orders/${customer.id}`, '/auth/me']) {
      const signedIn = await api('GET', path, { cookie: customer.cookie })
      expect(signedIn.headers.get('Cache-Control'), path).toBe('no-store')
    }
    expect((await api('GET', '/settings')).headers.get('Cache-Control')).toBeNull()
  })

  it('lets the catalogue, the same for everyone, be kept by the browser when signed in too', async () => {
    const customer = await makeUser()
    const signedIn = await api('GET', '/products', { cookie: customer.cookie })
    expect(signedIn.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(signedIn.headers.get('ETag')).toMatch(/^"catalogue-\d+"$/)
  })

  it('leaves the visit tracker’s beacons of a signed-in shopper without no-store', async () => {
    // Chromium never finishes a keepalive request answered no-store; the answer is not personal.
    const customer = await makeUser()
    const started = await api('POST', '/analytics/sessions', {
      cookie: customer.cookie,
      body: { id: `beacon${unique()}`, visitorId: `visitor${unique()}` },
    })
    expect(started.status).toBe(201)
    expect(started.headers.get('Cache-Control')).toBeNull()
  })

  it('marks sign-in and account answers no-store, failures too', async () => {
    const customer = await makeUser()
    const wrong = await api('POST', '/auth/login', {
      body: { email: customer.email, password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('Cache-Control')).toBe('no-store')
    const signIn = await api('POST', '/auth/login', {
      body: { email: customer.email, password: customer.password },
    })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('Cache-Control')).toBe('no-store')
    expect((await api('GET', '/auth/me')).headers.get('Cache-Control')).toBe('no-store')
  })

  it('keeps the long public caching of a product photo for a signed-in admin', async () => {
    const admin = await makeUser('admin')
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png')
    const uploaded = await send('POST', '/images', form, { Cookie: admin.cookie })
    const { url } = (await uploaded.json<{ data: { url: string } }>()).data
    const photo = await workerFetch(`${ORIGIN}${url}`, {
      headers: { Cookie: admin.cookie },
    })
    expect(photo.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('CORS', () => {
  const PAGES = 'https://moto-parts.pages.dev'

  it('gives an origin that is not configured neither Allow-Origin nor Allow-Credentials', async () => {
    const read = await api('GET', '/settings', { headers: { Origin: 'https://evil.example' } })
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(read.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    const preflight = await workerFetch(`${ORIGIN}/api/orders`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull()
  })

  it('gives a configured origin (the Pages site) both', async () => {
    const response = await app.request(
      'http://shop.test/api/settings',
      { headers: { Origin: PAGES } },
      { ...env, ALLOWED_ORIGINS: PAGES },
    )
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(PAGES)
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true')
  })
})

describe('request body limits', () => {
  it('refuses a JSON body over 64 KB with 413 before the route reads it', async () => {
    const response = await send('POST', '/support', supportMessage('x'.repeat(65 * KB)), {
      'Content-Type': 'application/json',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(TOO_LARGE)
  })

  it('refuses a chunked body without Content-Length once it passes the limit', async () => {
    const response = await send('POST', '/support', chunked(supportMessage('x'.repeat(65 * KB))), {
      'Content-Type': 'application/json',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(TOO_LARGE)
  })

  it('still reads a chunked body under the limit', async () => {
    const response = await send('POST', '/support', chunked(supportMessage('x'.repeat(4000))), {
      'Content-Type': 'application/json',
    })
    expect(response.status).toBe(201)
  })

  it('takes a product up to 256 KB, enough for the largest valid one', async () => {
    const admin = await makeUser('admin')
    const arabic = (n: number) => 'ع'.repeat(n)
    const largest = {
      name: 'Touring kit',
      nameAr: arabic(200),
      price: 150000,
      category: 'Accessories',
      description: 'd'.repeat(5000),
      descriptionAr: arabic(5000),
      images: Array.from({ length: 12 }, (_, i) => `/images/${i}-${'p'.repeat(1900)}.png`),
      features: Array.from({ length: 30 }, () => 'f'.repeat(300)),
      featuresAr: Array.from({ length: 30 }, () => arabic(300)),
      specifications: Array.from({ length: 40 }, () => ({
        name: 'n'.repeat(80),
        nameAr: arabic(80),
        value: 'v'.repeat(200),
        valueAr: arabic(200),
      })),
      compatibility: 'c'.repeat(1000),
    }
    const body = JSON.stringify(largest)
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(64 * KB)
    const created = await send('POST', '/products', body, {
      'Content-Type': 'application/json',
      Cookie: admin.cookie,
    })
    expect(created.status).toBe(201)
    const tooLarge = await send('POST', '/products', 'x'.repeat(256 * KB + 1), {
      'Content-Type': 'application/json',
      Cookie: admin.cookie,
    })
    expect(tooLarge.status).toBe(413)
  })

  it('takes a Telegram update over 64 KB, which Telegram would otherwise send again and again', async () => {
    const long = 'ع'.repeat(4000)
    const update = textUpdate(CUSTOMER_CHAT, long)
    const entities = Array.from({ length: 700 }, (_, i) => ({
      type: 'bold',
      offset: i * 5,
      length: 3,
    }))
    const big = {
      ...update,
      message: { ...update.message, entities, reply_to_message: { ...update.message, entities } },
    }
    expect(new TextEncoder().encode(JSON.stringify(big)).length).toBeGreaterThan(64 * KB)
    expect((await deliver(big)).status).toBe(200)
  })

  it('refuses an image upload body well over 10 MB', async () => {
    const admin = await makeUser('admin')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(11 * MB)], { type: 'image/png' }), 'big.png')
    const response = await send('POST', '/images', form, { Cookie: admin.cookie })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(TOO_LARGE)
  })

  it('lets a backup import past the JSON limit, up to 25 MB', async () => {
    const admin = await makeUser('admin')
    const json = { 'Content-Type': 'application/json', Cookie: admin.cookie }
    // Large but not a backup: the route's own check answers, not the limit.
    const notABackup = JSON.stringify({ padding: 'x'.repeat(1 * MB) })
    const read = await send('POST', '/admin/data/import', notABackup, json)
    expect(read.status).toBe(400)
    expect((await read.json<{ error: string }>()).error).toContain(errorText('INVALID_BACKUP'))
    const tooLarge = await send('POST', '/admin/data/import', 'x'.repeat(25 * MB + 1), json)
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual(TOO_LARGE)
  })
})
