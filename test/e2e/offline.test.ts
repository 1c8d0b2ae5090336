// Offline mode with the network really cut (Playwright's offline emulation covers the page and
// the service worker): cached catalogue and product pages, orders that wait and are sent exactly
// once, and the spec's transport messages.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, launch, newPage, screenshot } from './browser'
import { cartButton, cartCount, chooseLanguageBeforeLoad } from './shop'
import { baseURL, ownShop } from './own-shop'

ownShop()

const OFFLINE_EN = "You're offline."
const OFFLINE_AR = 'أنت غير متصل بالإنترنت.'

const banner = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })

/** A shopper's page with the shop's service worker running (other tests block it). */
async function pageWithWorker(browser: Browser, language?: 'ar') {
  const page = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' })
  if (language) await chooseLanguageBeforeLoad(page.context(), language)
  return page
}

/** Waits until the service worker controls the page and has kept these API answers. */
async function waitUntilCached(page: Page, apiPaths: string[]) {
  const cached = () =>
    page.evaluate(async (paths) => {
      if (!navigator.serviceWorker.controller) return false
      for (const path of paths) if (!(await caches.match(path))) return false
      return true
    }, apiPaths)
  await expect.poll(cached, { timeout: 20_000, interval: 200 }).toBe(true)
}

/** Screenshots at desktop width and at 390 px. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP)
  await screenshot(page, name)
  await page.setViewportSize(PHONE)
  await screenshot(page, name)
  await page.setViewportSize(DESKTOP)
}

async function registerShopper(context: BrowserContext) {
  const email = `offline${Date.now()}@example.iq`
  const response = await context.request.post('/api/auth/register', {
    headers: { Origin: baseURL() },
    data: { email, password: 'ride-safe-2026', firstName: 'Zainab', lastName: 'Kareem', phone: '' },
  })
  if (!response.ok()) throw new Error(`registration failed: ${response.status()}`)
  return (await response.json()).data as { id: number }
}

async function ordersOf(context: BrowserContext, userId: number): Promise<{ id: string }[]> {
  return (await (await context.request.get(`/api/orders/${userId}`)).json()).data
}

describe('offline mode', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('reloads the catalogue and a product page seen before while offline, under the offline banner', async () => {
    const page = await pageWithWorker(browser)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await waitUntilCached(page, ['/api/products', '/api/settings'])
    const card = page.getByRole('article', { name: 'Full-Face Sport Helmet' })
    await card.getByRole('link', { name: 'Full-Face Sport Helmet' }).click()
    await page.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    await waitUntilCached(page, ['/api/products/1001'])
    expect(await banner(page, OFFLINE_EN).count()).toBe(0)

    await page.context().setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    await banner(page, OFFLINE_EN).waitFor()
    const picture = page.locator('.gallery-main img').first()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    await page.goto('/')
    await page.getByRole('article', { name: 'Full-Face Sport Helmet' }).waitFor()
    expect(await page.getByRole('article').count()).toBe(24)
    await banner(page, OFFLINE_EN).getByText('Your cart and wishlist still work').waitFor()
    await screenshots(page, 'offline-banner-en')

    // Sign-in says it needs the connection.
    await page.getByRole('link', { name: 'Sign in' }).click()
    await banner(page, OFFLINE_EN)
      .getByText('Signing in and creating an account need an internet connection.')
      .waitFor()
  })

  it('shows the Arabic catalogue and banner right-to-left on an offline reload', async () => {
    const page = await pageWithWorker(browser, 'ar')
    await page.goto('/')
    await page.getByRole('article', { name: 'خوذة رياضية كاملة الوجه' }).waitFor()
    await waitUntilCached(page, ['/api/products', '/api/settings'])

    await page.context().setOffline(true)
    await page.reload()
    await page.getByRole('article', { name: 'خوذة رياضية كاملة الوجه' }).waitFor()
    await banner(page, OFFLINE_AR).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await screenshots(page, 'offline-banner-ar')
  })

  it('keeps an order placed offline and sends it exactly once when the connection returns, with two tabs and a reload', async () => {
    const page = await pageWithWorker(browser)
    const context = page.context()
    const shopper = await registerShopper(context)
    const posts: string[] = []
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
        posts.push(request.url())
    })

    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await waitUntilCached(page, ['/api/products', '/api/settings'])
    // On a first visit the signed-in page may fetch its screens before the worker controls it, so
    // nothing but the precache holds them: the shop must still open whole.
    await page.evaluate(() => caches.delete('bmp-assets'))

    // The connection drops while the shopper fills the cart and checks out.
    await context.setOffline(true)
    await page.reload()
    await banner(page, OFFLINE_EN).waitFor()
    const card = page.getByRole('article', { name: 'Sintered Front Brake Pads' })
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await cartButton(page).click()
    await page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click()
    await page.waitForURL(/\/checkout$/)
    await page.getByLabel('Mobile').fill('+964 770 555 1234')
    await page.getByLabel('Governorate').selectOption('baghdad')
    await page.getByLabel('City').selectOption('mansour')
    await page.getByLabel('Area').fill('Street 14, House 3')
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await page.getByRole('button', { name: /Place Order/ }).click()

    await page.waitForURL(/\/orders$/)
    const waiting = page.getByRole('article', { name: 'Order waiting to be sent' })
    await waiting.getByText('Waiting to be sent', { exact: true }).waitFor()
    await waiting.getByText('Sintered Front Brake Pads').waitFor()
    // The order history cannot load offline: a calm line, not a red error under the banner.
    await page
      .getByText('Your earlier orders will show here when the connection returns.')
      .waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Network error' }).count()).toBe(0)
    expect(await cartCount(page)).toBe('')
    await screenshots(page, 'offline-order-waiting-en')

    // A second tab, still offline, shows the same waiting order, in Arabic.
    const second = await context.newPage()
    await second.goto('/orders')
    await second.getByRole('article', { name: 'Order waiting to be sent' }).waitFor()
    await second.getByRole('button', { name: 'Switch language to العربية' }).click()
    await second
      .getByRole('article', { name: 'طلب بانتظار الإرسال' })
      .getByText('بانتظار الإرسال', { exact: true })
      .waitFor()
    await screenshots(second, 'offline-order-waiting-ar')
    await page.reload()
    await page.getByRole('article', { name: 'طلب بانتظار الإرسال' }).waitFor()
    expect(posts).toHaveLength(0)

    // The connection returns: both tabs notice, one sends.
    await context.setOffline(false)
    await expect.poll(() => ordersOf(context, shopper.id), { timeout: 20_000 }).toHaveLength(1)
    for (const tab of [page, second]) {
      await tab
        .getByRole('article', { name: 'طلب بانتظار الإرسال' })
        .waitFor({ state: 'detached', timeout: 20_000 })
      await banner(tab, OFFLINE_AR).waitFor({ state: 'detached' })
    }
    const [order] = await ordersOf(context, shopper.id)
    await page.getByTestId('order-total').first().waitFor()

    await Promise.all([page.reload(), second.reload()])
    await page.getByTestId('order-total').first().waitFor()
    // Nothing is left to send after the reloads: the tabs' shared queue holds no order and no tab
    // is sending (the sender runs under a Web Lock), so no second POST can come.
    await expect
      .poll(() =>
        second.evaluate(async () => {
          const queue = JSON.parse(localStorage.getItem('bmp.pending-orders') ?? '[]') as unknown[]
          const { held = [], pending = [] } = await navigator.locks.query()
          const sending = [...held, ...pending].some((lock) => lock.name === 'bmp-order-outbox')
          return { waiting: queue.length, sending }
        }),
      )
      .toEqual({ waiting: 0, sending: false })
    const orders = await ordersOf(context, shopper.id)
    expect(orders.map((o) => o.id)).toEqual([order!.id])
    expect(posts).toHaveLength(1)
  })

  it('names the transport failure and leaves offline mode by itself when the API answers again', async () => {
    const page = await newPage(browser)
    // HTML instead of JSON (a captive portal, a missing API): the spec's message and offline mode.
    await page.route('**/api/products', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Portal</title>',
      }),
    )
    await page.goto('/')
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load products' })
      .getByText('API endpoint not found')
      .waitFor()
    await banner(page, OFFLINE_EN).waitFor()
    await page.unroute('**/api/products')
    // The shop asks the API again every few seconds and comes back without a reload.
    await banner(page, OFFLINE_EN).waitFor({ state: 'detached', timeout: 20_000 })
    await page.getByRole('article').first().waitFor()

    // A body that is not JSON: the spec's message; the API did answer, so the shop stays online.
    await page.route('**/api/products/1001', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tru' }),
    )
    await page.goto('/product/1001')
    await page.getByText('Invalid JSON response from server').waitFor()
    expect(await banner(page, OFFLINE_EN).count()).toBe(0)

    // No answer at all.
    await page.route('**/api/products/1002', (route) => route.abort('internetdisconnected'))
    await page.goto('/product/1002')
    await page.getByText('Network error: Cannot reach API').waitFor()
    await banner(page, OFFLINE_EN).waitFor()
  })

  it('shows a grey tile, not a broken picture, for a product picture that cannot be loaded', async () => {
    const page = await newPage(browser)
    await page.route('**/images/products/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    const picture = page.getByRole('article').first().locator('img')
    await expect.poll(() => picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  })
})
