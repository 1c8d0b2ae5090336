// The storefront's screens at the widths shoppers use, from a 320 px phone to a 1920 px screen,
// in English and Arabic, signed out and in (test/e2e/width-sweep.ts says what is checked); the
// dashboard's are in widths-dashboard.test.ts.
import type { Page } from 'playwright-core'
import { baseURL, ownShop } from './own-shop'
import { DEMO, sessionCookies } from './shop'
import { type Screen, sweepWidths, type Who } from './width-sweep'

ownShop()

const CBR600RR_2015 = '1-2015' // seeds/vehicles.ts

const addToCart = (page: Page) => page.locator('.purchase .btn-primary').click()
let trackingPath = ''

const SHOPPERS: Who[] = ['visitor', 'customer']
/** Screens whose content is the same signed in or out: the signed-in header is swept on the
 * screens above and below, so these are swept once. */
const ANYONE: Who[] = ['visitor']
/** A screen that needs nothing done to show, and a text of its own in each language. */
const saying = (
  name: string,
  path: Screen['path'],
  who: Who[],
  ready: string,
  says: Screen['says'],
): Screen => ({ name, path, who, ready, says })

const SCREENS: Screen[] = [
  saying('home', '/', SHOPPERS, '.product-card', { en: 'Store analytics', ar: 'إحصاءات المتجر' }),
  saying('product', '/product/1001', SHOPPERS, '.purchase .btn-primary', {
    en: 'Key Features',
    ar: 'المزايا الرئيسية',
  }),
  saying('product not found', '/product/999999', ANYONE, 'main h1', {
    en: 'Product Not Found',
    ar: 'المنتج غير موجود',
  }),
  {
    name: 'cart',
    path: '/product/1031',
    who: ANYONE,
    ready: '.drawer-foot .btn-primary',
    says: { en: 'Proceed to Checkout', ar: 'إتمام الطلب' },
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
    says: { en: 'Shipping Information', ar: 'معلومات الشحن' },
    act: async (page) => {
      await addToCart(page)
      await page.goto('/checkout')
    },
  },
  saying('orders', '/orders', ['customer'], '.order', {
    en: 'Estimated delivery',
    ar: 'موعد التوصيل المتوقع',
  }),
  saying('wishlist', '/wishlist', ['visitor'], 'main h1', {
    en: 'Sign in to see',
    ar: 'سجّل الدخول لعرض',
  }),
  saying('wishlist', '/wishlist', ['customer'], 'main h1', {
    en: 'Your wishlist is empty',
    ar: 'قائمتك المفضلة فارغة',
  }),
  saying('tracking', () => trackingPath, SHOPPERS, '.tracking-steps', {
    en: 'Follow your order',
    ar: 'تابع طلبك',
  }),
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
  saying('sign-in', '/login', ['visitor'], 'main form', {
    en: 'Forgot password?',
    ar: 'نسيت كلمة المرور؟',
  }),
  saying('registration', '/register', ['visitor'], 'main form', {
    en: 'Confirm Password',
    ar: 'تأكيد كلمة المرور',
  }),
  saying('language settings', '/language-settings', ANYONE, 'main h1', {
    en: 'Detection Details',
    ar: 'تفاصيل الاكتشاف',
  }),
  // A customer who opens the dashboard's address.
  saying('access denied', '/admin', ['customer'], 'main h1', {
    en: 'Access Denied',
    ar: 'غير مسموح بالدخول',
  }),
  {
    // The account menu names the customer in full; the cart's badge counts 999 items.
    name: 'account menu and a full cart',
    path: '/product/1001',
    who: ['long-named'],
    ready: '.menu',
    says: { en: 'My Orders', ar: 'طلباتي' },
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
]

sweepWidths(SCREENS, async (browser) => {
  const customer = await sessionCookies(browser)
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
  const longNamedCookies = (await longNamed.storageState()).cookies
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
  return { customer, 'long-named': longNamedCookies }
})
