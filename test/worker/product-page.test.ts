// The worker-written product page (/product/:id): links from SITE_URL or relative, never the
// request's Host; Vary on the language's sources; HEAD as GET without the body; an address naming
// no product and a malformed picture address never answer JSON or 500; a door per address before
// D1 is read.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { stopRuntimeClock } from './clock'
import { makeProduct } from './helpers'
import { emptyStorage } from './storage'
import { workerFetch } from './worker-fetch'

beforeEach(emptyStorage)

let address = 0
const page = (
  path: string,
  init: { method?: string; host?: string; ip?: string; language?: string } = {},
) =>
  workerFetch(`http://${init.host ?? 'shop.test'}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'CF-Connecting-IP': init.ip ?? `10.92.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      ...(init.language && { 'Accept-Language': init.language }),
    },
  })

describe('the product page', () => {
  it('builds og:url and og:image from SITE_URL, whatever Host the request names', async () => {
    const product = await makeProduct({ name: 'Chain Kit', image: '/images/chain.png' })
    const answer = await page(`/product/${product.id}`, { host: 'evil.example' })
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain(
      `<meta property="og:url" content="http://shop.test/product/${product.id}" />`,
    )
    expect(html).toContain(
      '<meta property="og:image" content="http://shop.test/images/chain.png" />',
    )
    expect(html).not.toContain('evil.example/product')
    expect(html).not.toContain('og:image" content="http://evil.example')
  })

  it('never builds an address from the request’s Host: its own pictures are relative', async () => {
    const product = await makeProduct({ name: 'Brake Lever', image: '/images/lever.png' })
    const html = await (await page(`/product/${product.id}`, { host: 'evil.example' })).text()
    expect(html).toContain('<img src="/images/lever.png" alt="Brake Lever" fetchpriority="high" />')
    expect(html).toContain('<link rel="preload" as="image" href="/images/lever.png"')
    expect(html).not.toContain('evil.example')
    // A picture on another host keeps its own address.
    const elsewhere = await makeProduct({ name: 'Mirror', image: 'https://cdn.example/m.jpg' })
    const other = await (await page(`/product/${elsewhere.id}`, { host: 'evil.example' })).text()
    expect(other).toContain('<img src="https://cdn.example/m.jpg"')
    expect(other).not.toContain('evil.example')
  })

  it('asks for an uploaded photo at the sizes the app shows it, in the preload and the first view', async () => {
    const photo = '/api/images/0f1e2d3c-photo.jpg'
    const product = await makeProduct({ name: 'Mirror', image: photo, images: [photo] })
    const html = await (await page(`/product/${product.id}`)).text()
    const srcset = `${photo}?w=160 160w,${photo}?w=360 360w,${photo}?w=720 720w,${photo}?w=1080 1080w`
    const sizes = '(min-width:900px) 50vw, 100vw'
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo}?w=360" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`,
    )
    expect(html).toContain(
      `<img src="${photo}" srcset="${srcset}" sizes="${sizes}" alt="Mirror" fetchpriority="high" />`,
    )
    // The link preview names the whole photo.
    expect(html).toContain(`<meta property="og:image" content="http://shop.test${photo}" />`)
  })

  it("is titled by the product's name and the shop's, in the shopper's language", async () => {
    const product = await makeProduct({ name: 'Bar <Ends>', nameAr: 'أطراف المقود' })
    const english = await (await page(`/product/${product.id}`, { language: 'en' })).text()
    expect(english).toContain('<title>Bar &lt;Ends&gt; — Baghdad Moto Parts</title>')
    // index.html's title is the English name alone; an Arabic link's tab said "— Baghdad Moto Parts".
    const arabic = await (await page(`/product/${product.id}`, { language: 'ar-IQ' })).text()
    expect(arabic).toContain('<title>أطراف المقود — بغداد موتو بارتس</title>')
  })

  it('is in the language a message’s link names, over the browser’s', async () => {
    // The back-in-stock e-mail's link in Arabic, opened on a phone set to English.
    const product = await makeProduct({ name: 'Bar Ends', nameAr: 'أطراف المقود' })
    const arabic = await (await page(`/product/${product.id}?lang=ar`, { language: 'en' })).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    expect(arabic).toContain('<title>أطراف المقود — بغداد موتو بارتس</title>')
    // A language the shop does not speak leaves the browser's, and the page is still written.
    const other = await page(`/product/${product.id}?lang=fr`, { language: 'en' })
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('<html lang="en" dir="ltr"')
  })

  it('varies with Accept-Language and Cookie', async () => {
    const product = await makeProduct()
    const answer = await page(`/product/${product.id}`)
    expect(answer.headers.get('Vary')).toBe('Accept-Language, Cookie')
  })

  it('answers HEAD as GET without the body, never JSON', async () => {
    const product = await makeProduct()
    const get = await page(`/product/${product.id}`)
    const head = await page(`/product/${product.id}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe(get.headers.get('Content-Type'))
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await head.text()).toBe('')
  })

  it('answers an address that names no product, or one that is gone, with the app’s page and 404, not JSON', async () => {
    for (const path of ['/product/abc', '/product/1e3', '/product/', '/product/999999']) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await page(path, { method })
        expect(answer.status, `${method} ${path}`).toBe(404)
        expect(answer.headers.get('Content-Type'), `${method} ${path}`).toMatch(/^text\/html/)
      }
    }
  })

  it('writes the page without a picture when its address is malformed, instead of 500', async () => {
    const product = await makeProduct({ name: 'Odd Picture' })
    await env.DB.prepare("UPDATE products SET image = 'http://[oops', images = '[]' WHERE id = ?")
      .bind(product.id)
      .run()
    const answer = await page(`/product/${product.id}`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('<h1>Odd Picture</h1>')
    expect(html).not.toContain('og:image')
  })

  it('writes at most 60 pages a minute for one address, then serves the app’s page unread', async () => {
    // One minute of the limiter's, however long the calls take.
    stopRuntimeClock()
    const product = await makeProduct({ name: 'Busy Part' })
    let written = 0
    for (; written < 300; written++) {
      const html = await (await page(`/product/${product.id}`, { ip: '10.93.0.1' })).text()
      if (!html.includes('<h1>Busy Part</h1>')) break
    }
    expect(written).toBe(60)
    const other = await (await page(`/product/${product.id}`, { ip: '10.93.0.2' })).text()
    expect(other).toContain('<h1>Busy Part</h1>')
  })
})
