// The checkout's page on a first visit (worker/routes/checkout-page.ts): the app's page with a
// first view of the shop's bar and the checkout's heading in the shopper's language, in the words
// the app itself writes there; HEAD as GET without the body; the same for the product page's bar.
import { describe, expect, it } from 'vitest'
import enCheckout from '../../web/src/locales/en/checkout.json'
import arCheckout from '../../web/src/locales/ar/checkout.json'
import enCommon from '../../web/src/locales/en/common.json'
import arCommon from '../../web/src/locales/ar/common.json'
import { FIRST_VIEW_TEXTS } from '../../worker/domain/first-view'
import { workerFetch } from './worker-fetch'

const checkout = (headers: Record<string, string> = {}, method = 'GET', path = '/checkout') =>
  workerFetch(`http://shop.test${path}`, { method, headers })

describe("the checkout's page", () => {
  it('writes the first view in the words the app shows there, in both languages', () => {
    expect(FIRST_VIEW_TEXTS).toEqual({
      en: {
        brand: enCommon.brand.name,
        search: enCommon.search.placeholder,
        checkout: enCheckout.title,
      },
      ar: {
        brand: arCommon.brand.name,
        search: arCommon.search.placeholder,
        checkout: arCheckout.title,
      },
    })
  })

  it("paints the shop's bar and the heading from the HTML, in the shopper's language", async () => {
    const english = await checkout({ 'Accept-Language': 'en-US,en' })
    expect(english.status).toBe(200)
    expect(english.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(english.headers.get('Cache-Control')).toBe('no-cache')
    expect(english.headers.get('Vary')).toBe('Accept-Language, Cookie')
    const html = await english.text()
    expect(html).toContain('<html lang="en" dir="ltr" data-first-view="">')
    expect(html).toContain('<div class="container checkout">')
    expect(html).toContain('<h1>Checkout</h1>')
    expect(html).toContain('<title>Checkout — Baghdad Moto Parts</title>')
    expect(html).toContain('placeholder="Search helmets, brake pads, tyres…"')
    // Still the app's page: its script takes the first view over.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/)

    const arabic = await (await checkout({ 'Accept-Language': 'ar-IQ,ar' })).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-first-view="">')
    expect(arabic).toContain('<h1>إتمام الطلب</h1>')
    // The tab and history name the shop in the page's language too.
    expect(arabic).toContain('<title>إتمام الطلب — بغداد موتو بارتس</title>')
    // The language chosen in the shop wins over the browser's.
    const chosen = await checkout({ 'Accept-Language': 'ar', Cookie: 'bmp.lang=en' })
    expect(await chosen.text()).toContain('<h1>Checkout</h1>')
    expect(await (await checkout({}, 'GET', '/checkout/')).text()).toContain('<h1>Checkout</h1>')
  })

  it('answers HEAD as GET without the body, and leaves other methods to the API', async () => {
    const head = await checkout({}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await head.text()).toBe('')
    expect((await checkout({}, 'POST')).headers.get('Content-Type')).toMatch(/json/)
  })
})
