// A link's own screen downloads beside the app's script (web/first-screen-preloads.ts): with the
// app's script held back, the page has already asked for its screen's chunks, and the screen
// still comes whole under the Content-Security-Policy.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launch, newPage } from './browser'
import { cartCount, chooseLanguageBeforeLoad, signInByApi } from './shop'
import { baseURL, sharedShop } from './own-shop'

sharedShop()

/** The chunks the page asks for while the app's own script (index-*.js) is held back. */
async function askedBeforeTheApp(page: Page, path: string) {
  const asked: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  page.on('request', (request) => {
    const chunk = /\/assets\/([\w.-]+\.js)$/.exec(request.url())?.[1]
    if (chunk && !chunk.startsWith('index-')) asked.push(chunk)
  })
  const loaded = page.goto(path)
  // The screen's chunks are asked for from the page itself, so they come while the app is held:
  // wait for a request for each modulepreload link the page's script added (on a slow machine the
  // first request comes well before the last).
  const linked = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
        (link) => link.href.split('/').pop() ?? '',
      ),
    )
  await expect
    .poll(async () => {
      const chunks = (await linked()).filter((chunk) => !chunk.startsWith('index-'))
      return chunks.length > 0 && chunks.every((chunk) => asked.includes(chunk))
    })
    .toBe(true)
  const before = [...asked]
  release()
  await loaded
  return before
}

/** The requests of the page at `from` (home by default) for `pathname`: one, asked for while the
 * app's own script is held back (by index.html itself), then none more once the app has run and
 * `shown` is on the page (the app's own fetch took that answer, and Chromium warned of no preload
 * left unused). */
async function askedOnceWithThePage(page: Page, pathname: string, shown: Locator, from = '/') {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) asked.push(request.method())
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const loaded = page.goto(from)
  await expect.poll(() => asked).toEqual(['GET'])
  release()
  await loaded
  await shown.waitFor()
  expect(asked).toEqual(['GET'])
  // A preload that no fetch took would be a second request and a console warning.
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([])
}

/** A signed-in customer's page, with one part in the cart. */
async function customerWithAPart(browser: Browser): Promise<Page> {
  const page = await newPage(browser)
  await signInByApi(page)
  await page.goto('/product/1008')
  await page.locator('.purchase .btn-primary').click()
  await expect.poll(() => cartCount(page)).toBe('1')
  return page
}

describe("a link's first screen", () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('asks for the checkout chunk before the app has run, and the checkout still works', async () => {
    const page = await newPage(browser)
    const violations = cspViolations(page)
    const before = await askedBeforeTheApp(page, '/checkout')
    expect(before.some((chunk) => chunk.startsWith('checkout-'))).toBe(true)
    // A visitor who has not signed in is sent to sign in, and back after it.
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect(violations).toEqual([])
    await page.context().close()
  })

  it("asks for a tracking link's screen, and for no screen on the home page", async () => {
    const tracking = await newPage(browser)
    expect(
      (await askedBeforeTheApp(tracking, '/track/no-such-token')).some((chunk) =>
        chunk.startsWith('tracking-page-'),
      ),
    ).toBe(true)
    await tracking.context().close()

    // Home is in the app's own script: nothing else is fetched before it runs.
    const home = await newPage(browser)
    const asked: string[] = []
    home.on('request', (request) => {
      if (request.url().endsWith('.js')) asked.push(new URL(request.url()).pathname)
    })
    await home.goto('/')
    await home.getByRole('article').first().waitFor()
    expect(asked[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    await home.context().close()
  })

  it('asks for what the first paint does not need only after it: the cart panel, the garage, the page view, the service worker', async () => {
    // A signed-in customer's first visit to the checkout with a part in the cart: the page that
    // asks for most (web/src/lib/first-paint.ts).
    const page = await customerWithAPart(browser)
    const cold = await page.context().newPage()
    await page.close()
    // When the app's checkout is put on the page (a first view the worker wrote may be painted
    // before it: the first contentful paint does not tell).
    await cold.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main form')) return
        ;(window as unknown as { shownAt: number }).shownAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await cold.goto('/checkout')
    await cold.getByRole('button', { name: /Place Order/ }).waitFor()
    const later = [/cart-panel-/, /garage-sync-/, /register-service-worker-/, /^\/api\/analytics\//]
    const paths = () =>
      cold.evaluate(() =>
        performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
      )
    // Each of them comes, soon after.
    for (const part of later)
      await expect.poll(async () => (await paths()).some((p) => part.test(p))).toBe(true)
    const { shownAt, asked } = await cold.evaluate(() => ({
      shownAt: (window as unknown as { shownAt: number }).shownAt,
      asked: performance
        .getEntriesByType('resource')
        .map((r) => ({ path: new URL(r.name).pathname, at: r.startTime })),
    }))
    const before = asked.filter((r) => r.at < shownAt).map((r) => r.path)
    const after = asked.filter((r) => r.at >= shownAt).map((r) => r.path)
    // What the page shows came before its paint, the phone field's error texts among it...
    expect(before.some((path) => /\/errors-[\w-]+\.js$/.test(path))).toBe(true)
    expect(before).toContain('/api/auth/me')
    // ...and what it does not show, after.
    for (const later of [
      /cart-panel-/,
      /garage-sync-/,
      /register-service-worker-/,
      /^\/api\/analytics\//,
    ]) {
      expect(
        before.filter((path) => later.test(path)),
        String(later),
      ).toEqual([])
      expect(
        after.some((path) => later.test(path)),
        String(later),
      ).toBe(true)
    }
    await cold.context().close()
  })

  it("asks for a first view's screen once that view is painted, not beside the styles it waits for", async () => {
    // A shared product link: the worker writes its first view (worker/routes/product-page.ts).
    const page = await newPage(browser)
    await page.goto('/product/1001')
    await page.locator('.purchase .btn-primary').waitFor()
    const { paintedAt, screenAskedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      screenAskedAt:
        performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/product-[\w-]+\.js$/.test(new URL(r.name).pathname))?.startTime ??
        NaN,
    }))
    expect(screenAskedAt).toBeGreaterThanOrEqual(paintedAt)
    await page.context().close()
  })

  it("asks for the shop's settings with the page, and the app takes that answer", async () => {
    const page = await newPage(browser)
    await askedOnceWithThePage(page, '/api/settings', page.getByRole('article').first())
    await page.context().close()
  })

  it("asks for an Arabic visitor's texts with the page, whether chosen or the browser's", async () => {
    // English `common` and `home` are in the app's own script: a chunk of them is Arabic's.
    const chosen = await newPage(browser)
    await chooseLanguageBeforeLoad(chosen.context(), 'ar')
    const byBrowser = await newPage(browser, undefined, { locale: 'ar-IQ' })
    for (const page of [chosen, byBrowser]) {
      const violations = cspViolations(page)
      const before = await askedBeforeTheApp(page, '/')
      expect(before.filter((chunk) => /^(common|home)-/.test(chunk)).length).toBe(2)
      await page.getByRole('article').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      expect(violations).toEqual([])
    }
    // An English visitor's checkout asks for its own English texts, and no Arabic ones.
    const english = await newPage(browser)
    const before = await askedBeforeTheApp(english, '/checkout')
    expect(before.filter((chunk) => /^(checkout|cart|errors)-/.test(chunk)).length).toBe(4)
    expect(before.filter((chunk) => /^(common|home)-/.test(chunk))).toEqual([])
  })

  it("opens a message's link in the language it names on a phone set to English, and keeps it", async () => {
    // An Arabic e-mail's link to a product (?lang=ar: worker/domain/language.ts's linkIn).
    const page = await newPage(browser)
    const violations = cspViolations(page)
    const before = await askedBeforeTheApp(page, '/product/1008?lang=ar')
    // Its Arabic texts come with the page, as a visitor's who chose Arabic do.
    expect(before.filter((chunk) => /^common-/.test(chunk)).length).toBe(1)
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().waitFor()
    const language = () =>
      page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])
    expect(await language()).toEqual(['ar', 'rtl'])
    // The address loses it, so a reload or a shared address follows any later choice; the choice
    // is kept as if made in the shop.
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => localStorage.getItem('bmp.language'))).toBe('"ar"')
    await page.goto('/support')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await language()).toEqual(['ar', 'rtl'])
    expect(violations).toEqual([])
    await page.context().close()
  })

  it('never asks an Arabic visitor for English texts, on the first screen or the next', async () => {
    // The page's own table of text chunks by language (web/first-screen-preloads.ts).
    const html = await (await fetch(`${baseURL()}/`)).text()
    const table = /,t=(\{.*?\}\}),e=/.exec(html)?.[1]
    const texts = JSON.parse(table ?? '{}') as Record<string, Record<string, string>>
    const english = new Set(Object.values(texts.en ?? {}))
    const arabic = new Set(Object.values(texts.ar ?? {}))
    expect(english.size).toBeGreaterThan(10)
    const page = await newPage(browser)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    const asked: string[] = []
    page.on('request', (request) => {
      const chunk = /\/assets\/([\w.-]+\.js)$/.exec(request.url())?.[1]
      if (chunk) asked.push(chunk)
    })
    // A product link, the cart (its own texts), then sign-in (its own) opened from the menu.
    await page.goto('/product/1008')
    await page.locator('.purchase .btn-primary').click()
    const badge = page.getByRole('button', { name: /^السلة/ }).locator('.badge-count')
    await expect.poll(() => badge.textContent()).toBe('١')
    await page.goto('/login')
    await page
      .getByRole('main')
      .getByRole('button', { name: 'تسجيل الدخول', exact: true })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(asked.filter((chunk) => arabic.has(chunk)).length).toBeGreaterThanOrEqual(4)
    expect(asked.filter((chunk) => english.has(chunk))).toEqual([])
    await page.context().close()
  })

  it("asks for the garage's texts with the page when a bike is chosen", async () => {
    const page = await newPage(browser)
    await page.context().addInitScript(() => {
      localStorage.setItem('bmp.garage', JSON.stringify({ bikes: [], current: '1-2015' }))
    })
    const before = await askedBeforeTheApp(page, '/')
    expect(before.filter((chunk) => chunk.startsWith('garage-'))).toHaveLength(1)
  })

  it("asks for a signed-in visitor's session with the page, and the app takes that answer", async () => {
    const page = await newPage(browser)
    await signInByApi(page)
    await askedOnceWithThePage(
      page,
      '/api/auth/me',
      page.getByRole('button', { name: 'Account menu' }),
    )
  })

  it("asks for the cart's products with the checkout, and the app takes that answer", async () => {
    const page = await customerWithAPart(browser)
    await askedOnceWithThePage(
      page,
      '/api/products',
      page.getByRole('button', { name: /Place Order/ }),
      '/checkout',
    )
    await page.context().close()
  })

  it('asks once for the session and the cart when the checkout is reloaded with the app at hand', async () => {
    // After a product page the app's script is cached, and the app runs before the checkout's
    // first view has painted: it makes the page's requests then, before its own fetches.
    const page = await customerWithAPart(browser)
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/auth/me' || pathname === '/api/products') asked.push(pathname)
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto('/checkout')
    await page.getByRole('button', { name: /Place Order/ }).waitFor()
    // Chromium warns of a preload left unused a few seconds after the page's load.
    await page.waitForTimeout(3500)
    expect(asked.sort()).toEqual(['/api/auth/me', '/api/products'])
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([])
    // The form starts from the account.
    const me = (await (await page.request.get('/api/auth/me')).json()) as {
      data: { firstName: string; email: string }
    }
    expect(await page.getByLabel('First Name').inputValue()).toBe(me.data.firstName)
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(me.data.email)
    await page.context().close()
  })

  it("allows the page's inline scripts by their hashes and nothing else inline", async () => {
    // The preloads in <head>, and the shop's bar after #root (web/first-view-shell.ts).
    for (const path of ['/', '/checkout']) {
      const response = await fetch(`${baseURL()}${path}`)
      const html = await response.text()
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
      expect(scripts).toHaveLength(2)
      const hashes = await Promise.all(
        scripts.map(async (script) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
          return `'sha256-${Buffer.from(digest).toString('base64')}'`
        }),
      )
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`)
      expect(csp).not.toContain('unsafe-')
    }
  })
})
