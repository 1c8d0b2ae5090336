// The security headers as the real server sends them (web/public/_headers for the pages, the
// worker's middleware for /api), and the shop still working under its Content-Security-Policy.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launch, newPage } from './browser'
import { baseURL, sharedShop } from './own-shop'

sharedShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

const get = (path: string) => fetch(`${baseURL()}${path}`)

describe('security headers', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each([['/'], ['/product/1001'], ['/admin']])(
    'sends %s with the Content-Security-Policy and the other page headers',
    async (path) => {
      const response = await get(path)
      expect(response.headers.get('Content-Type')).toContain('text/html')
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      // The built scripts, and index.html's inline scripts each by its hash (first-screen-preloads.test.ts).
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/]+={0,2}')+;/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-')
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('X-Frame-Options')).toBe('DENY')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    },
  )

  it("keeps the build's hashed files a year, and the page and its service worker revalidated", async () => {
    const html = await (await get('/')).text()
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const built = await get(script!)
    expect(built.status).toBe(200)
    expect(built.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    // Not these: a new build must reach the shopper at their next visit.
    for (const path of ['/', '/sw.js', '/manifest.webmanifest'])
      expect((await get(path)).headers.get('Cache-Control'), path).not.toContain('immutable')
  })

  it('sends API answers nosniff, no framing and no HSTS over plain http', async () => {
    const response = await get('/api/settings')
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('renders home, a product, the store map and sign-in with no CSP violation', async () => {
    const page = await newPage(browser)
    const violations = cspViolations(page)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.goto('/product/1001')
    await page.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    await page.goto('/store-location')
    await page.getByRole('main').locator('iframe').waitFor()
    await page.goto('/login')
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
    expect(violations).toEqual([])
    await page.context().close()
  })

  it("draws the admin dashboard's charts with no CSP violation", async () => {
    const page = await newPage(browser)
    const violations = cspViolations(page)
    await page.context().request.post('/api/auth/login', {
      data: ADMIN,
      headers: { Origin: baseURL() },
    })
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    // The bars' lengths are React style props, set through the CSSOM.
    // A status no order has (awaiting payment, first) draws a bar of no length: the first drawn one.
    const bar = page.locator('.bar-fill:visible').first()
    await bar.waitFor()
    expect(await bar.getAttribute('style')).toMatch(/inline-size: \d/)
    expect(violations).toEqual([])
    await page.context().close()
  })
})
