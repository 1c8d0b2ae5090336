// The worker-written home page (/): the app's page with a first view of the hero in the shopper's
// language (chosen in the shop, else the browser's), the texts the app itself shows; asked again
// each time, per language; HEAD as GET without the body. It reads nothing from D1.
import { describe, expect, it } from 'vitest'
import ar from '../../web/src/locales/ar/home.json'
import en from '../../web/src/locales/en/home.json'
import { escapeHtml } from '../../worker/lib/html'
import { workerFetch } from './worker-fetch'

/** The home page as a browser opens it (a document), or `fetched` as a script's fetch asks it. */
const home = (headers: Record<string, string> = {}, method = 'GET', path = '/', fetched = false) =>
  workerFetch(`http://shop.test${path}`, {
    method,
    headers: fetched ? headers : { 'Sec-Fetch-Dest': 'document', ...headers },
  })

describe('the home page', () => {
  it('paints the hero from the HTML in the browser’s language', async () => {
    const english = await (await home({ 'Accept-Language': 'en-GB,en' })).text()
    expect(english).toContain('<html lang="en" dir="ltr">')
    expect(english).toContain(`<h1>${en.hero.title}</h1>`)
    expect(english).toContain(`<p class="hero-kicker">${escapeHtml(en.hero.kicker)}</p>`)
    const arabic = await (await home({ 'Accept-Language': 'ar-IQ,ar;q=0.9,en;q=0.5' })).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain(`<h1>${ar.hero.title}</h1>`)
    expect(arabic).toContain(`<p class="hero-sub">${ar.hero.subtitle}</p>`)
    // The app's script and styles are still there to take the page over.
    expect(arabic).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/)
  })

  it('follows the language chosen in the shop over the browser’s, with a search in the address', async () => {
    const chosen = await home(
      { 'Accept-Language': 'en', Cookie: 'theme=x; bmp.lang=ar' },
      'GET',
      '/?search=chain',
    )
    const html = await chosen.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain(`<h1>${ar.hero.title}</h1>`)
  })

  it('is asked again each time and varies with the language’s sources and what asks', async () => {
    const answer = await home()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-cache')
    expect(answer.headers.get('Vary')).toBe('Accept-Language, Cookie, Sec-Fetch-Dest')
    expect(answer.headers.get('ETag')).toBeNull()
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/)
  })

  it('answers HEAD as GET without the body', async () => {
    const head = await home({}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await head.text()).toBe('')
  })

  it('gives the service worker the app’s page as it is, the same for every screen and language', async () => {
    // The service worker keeps /index.html, which the static files answer by sending it to /.
    const copy = await home({ 'Accept-Language': 'ar', Cookie: 'bmp.lang=ar' }, 'GET', '/', true)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('Vary')).toBeNull()
    const html = await copy.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<html lang="en" dir="ltr">')
  })
})
