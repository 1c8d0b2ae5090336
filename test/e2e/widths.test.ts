// The main screens at the widths shoppers and the owner use, from a 320 px phone to a 1920 px
// screen, in English and Arabic, signed out and in: no page is wider than the window (so nothing
// slides sideways under the thumb), every control of the header and of an open panel lies inside
// the window, no control of the header covers another or the shop's mark, and axe-core finds no WCAG 2.2 A or AA violation (English on a laptop, Arabic on a
// phone: one audit per screen and language keeps the file inside the test budget). One tab per
// screen, its width changed by resizing.
import type { Browser, Cookie, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { accessibilityViolations } from './accessibility'
import { launch, screenshot, tabPool, takingScreenshots } from './browser'
import { baseURL, ownShop } from './own-shop'
import { DEMO, sessionCookies } from './shop'

ownShop()

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920]
/** Where the header is pictured for people (`npm run screenshots`). */
const HEADER_PICTURES = [360, 768, 1280, 1440]
const LANGUAGES = ['en', 'ar'] as const
/** Where each language's screens are audited for accessibility. */
const AUDIT_WIDTH = { en: 1366, ar: 360 }
const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }
const CBR600RR_2015 = '1-2015' // seeds/vehicles.ts

/** 'long-named': a customer whose first and last names take the field's 100 characters. */
type Who = 'visitor' | 'customer' | 'long-named' | 'admin'
interface Screen {
  name: string
  path: string | (() => string)
  who: Who[]
  /** Shown once the screen has its content. */
  ready: string
  act?: (page: Page) => Promise<void>
}

const addToCart = (page: Page) => page.locator('.purchase .btn-primary').click()
let trackingPath = ''

const SHOPPERS: Who[] = ['visitor', 'customer']
/** Screens whose content is the same signed in or out: the signed-in header is swept on the
 * screens above and below, so these are swept once. */
const ANYONE: Who[] = ['visitor']
const SCREENS: Screen[] = [
  { name: 'home', path: '/', who: SHOPPERS, ready: '.product-card' },
  { name: 'product', path: '/product/1001', who: SHOPPERS, ready: '.purchase .btn-primary' },
  {
    name: 'cart',
    path: '/product/1031',
    who: ANYONE,
    ready: '.drawer-foot .btn-primary',
    act: async (page) => {
      await addToCart(page)
      await page.locator('.header-actions .icon-btn').last().click()
    },
  },
  {
    name: 'checkout',
    path: '/product/1008',
    who: ['customer'],
    ready: 'main form',
    act: async (page) => {
      await addToCart(page)
      await page.goto('/checkout')
    },
  },
  { name: 'orders', path: '/orders', who: ['customer'], ready: '.order' },
  { name: 'wishlist', path: '/wishlist', who: SHOPPERS, ready: 'main h1' },
  { name: 'tracking', path: () => trackingPath, who: SHOPPERS, ready: '.tracking-steps' },
  {
    // With a bike chosen, so the header names it where it has room.
    name: 'garage',
    path: `/?bike=${CBR600RR_2015}`,
    who: SHOPPERS,
    ready: '.garage-panel',
    act: (page) => page.locator('.garage-button').click(),
  },
  { name: 'fitment guide', path: '/fitment-guide', who: ANYONE, ready: 'main h1' },
  { name: 'support', path: '/support', who: ANYONE, ready: 'main form' },
  { name: 'store location', path: '/store-location', who: ANYONE, ready: 'main h1' },
  { name: 'sign-in', path: '/login', who: ['visitor'], ready: 'main form' },
  {
    // The account menu names the customer in full; the cart's badge counts 999 items.
    name: 'account menu and a full cart',
    path: '/product/1001',
    who: ['long-named'],
    ready: '.menu',
    act: async (page) => {
      await addToCart(page)
      await page.evaluate(() => {
        const [line] = JSON.parse(localStorage.getItem('bmp.cart') ?? '[]') as object[]
        localStorage.setItem('bmp.cart', JSON.stringify([{ ...line, quantity: 999 }]))
      })
      await page.reload()
      await page.locator('.user-btn').click()
    },
  },
  ...['', '/products', '/orders', '/users', '/analytics', '/data', '/settings'].map(
    (tab): Screen => ({
      name: `dashboard ${tab.slice(1) || 'overview'}`,
      path: `/admin${tab}`,
      who: ['admin'],
      ready: '.admin-content',
    }),
  ),
  ...['/telegram-test', '/sms-test', '/inbox', '/deliveries'].map((page): Screen => ({
    name: `dashboard ${page.slice(1)}`,
    path: `/admin${page}`,
    who: ['admin'],
    ready: 'main h1',
  })),
]

/** What lies outside the window at its present width; empty when everything fits. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The layout of the new width, after the frame that applies it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const root = document.documentElement
    const width = root.clientWidth
    const found: string[] = []
    // In right-to-left pages overflow runs to the left, and scrollWidth counts it too.
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`)
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(.header, [role="dialog"], [role="menu"]) :is(a, button, input, select, textarea)',
    )
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue // not shown at this width
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent.trim()
        found.push(
          `${control.tagName.toLowerCase()} "${name}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        )
      }
    }
    // No control of the header covers another or the shop's mark (a phone's header once drew the
    // garage button over the mark): boxes of elements that do not contain one another.
    const header = Array.from(
      document.querySelectorAll<HTMLElement>('.header-bar :is(a, button, input, .logo-mark)'),
    ).filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    })
    for (const [i, a] of header.entries())
      for (const b of header.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue
        const one = a.getBoundingClientRect()
        const two = b.getBoundingClientRect()
        const across = Math.min(one.right, two.right) - Math.max(one.left, two.left)
        const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top)
        if (across > 1 && down > 1) {
          const name = (e: HTMLElement) =>
            e.getAttribute('aria-label') ?? (e.textContent.trim() || e.className)
          found.push(`"${name(a)}" and "${name(b)}" overlap by ${Math.round(across)} px`)
        }
      }
    for (const search of Array.from(
      document.querySelectorAll<HTMLElement>('.header .search input'),
    )) {
      const box = search.getBoundingClientRect()
      if (box.width > 0 && box.width < 100)
        found.push(`the search field is ${Math.round(box.width)} px wide`)
    }
    return found
  })
}

describe.concurrent('every main screen at every width', () => {
  let browser: Browser
  const cookies: Record<Who, Cookie[]> = { visitor: [], customer: [], 'long-named': [], admin: [] }
  beforeAll(async () => {
    browser = await launch()
    cookies.customer = await sessionCookies(browser)
    cookies.admin = await sessionCookies(browser, ADMIN)
    const longNamed = await browser.newContext({ baseURL: baseURL() })
    const registered = await longNamed.request.post('/api/auth/register', {
      headers: { Origin: baseURL() },
      data: {
        email: `long-name-${Date.now()}@example.iq`,
        password: 'ride-safe-2026',
        firstName: 'Abdulrahman'.repeat(9).slice(0, 100),
        lastName: 'Al-Husseini'.repeat(9).slice(0, 100),
        phone: '',
      },
    })
    if (!registered.ok()) throw new Error(`registration failed: ${registered.status()}`)
    cookies['long-named'] = (await longNamed.storageState()).cookies
    await longNamed.close()
    // The demo customer's shipped order: its public tracking page.
    const context = await browser.newContext({ baseURL: baseURL() })
    const signIn = await context.request.post('/api/auth/login', {
      data: DEMO,
      headers: { Origin: baseURL() },
    })
    const { data: user } = (await signIn.json()) as { data: { id: number } }
    const orders = (await (await context.request.get(`/api/orders/${user.id}`)).json()) as {
      data: { trackingToken: string | null }[]
    }
    const token = orders.data.find((o) => o.trackingToken)?.trackingToken
    if (!token) throw new Error('the demo customer has no order with a tracking link')
    trackingPath = `/track/${token}`
    await context.close()
  })
  afterAll(async () => {
    await browser.close()
  })
  const withTab = tabPool(() => browser, 3)

  for (const screen of SCREENS)
    for (const who of screen.who)
      for (const language of LANGUAGES)
        it(`fits ${screen.name} (${who}, ${language}) from 320 to 1920 px`, ({ expect }) =>
          withTab(async (page) => {
            await page.goto('about:blank')
            await page.context().setStorageState({
              cookies: cookies[who],
              origins: [
                {
                  origin: baseURL(),
                  localStorage: [{ name: 'bmp.language', value: JSON.stringify(language) }],
                },
              ],
            })
            await page.setViewportSize({ width: 1280, height: 800 })
            await page.goto(typeof screen.path === 'string' ? screen.path : screen.path())
            await page.locator('main').waitFor()
            await screen.act?.(page)
            await page.locator(screen.ready).first().waitFor()
            await page.locator('.spinner').first().waitFor({ state: 'detached' })
            const problems: string[] = []
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: 800 })
              for (const problem of await overflows(page)) problems.push(`${width} px: ${problem}`)
              if (takingScreenshots && screen.name === 'home' && who === 'customer')
                if (HEADER_PICTURES.includes(width))
                  await screenshot(page, `header-signed-in-${language}`, false)
            }
            expect(problems).toEqual([])
            await page.setViewportSize({ width: AUDIT_WIDTH[language], height: 800 })
            expect(await accessibilityViolations(page)).toEqual([])
          }))
})
