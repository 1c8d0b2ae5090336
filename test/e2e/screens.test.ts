// Screenshots of every storefront screen in English and Arabic, desktop and 390 px phone, for
// people to look at (`npm run screenshots`, into test/artifacts/screenshots). `npm test` skips them:
// the width sweep (test/e2e/widths.test.ts) opens these screens in both languages and checks each
// one's direction and a text of its own, its fit from 320 px up and its accessibility.
import type { Browser, Cookie, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { DESKTOP, PHONE, launch, screenshot, tabPool, takingScreenshots } from './browser'
import { baseURL, ownShop } from './own-shop'
import { sessionCookies } from './shop'

if (takingScreenshots) ownShop()

const LANGUAGES = ['en', 'ar'] as const
type Language = (typeof LANGUAGES)[number]
const VIEWPORTS = [DESKTOP, PHONE]
/** Screens taken at once, each in a tab of its own. */
const TABS = 4

interface Screen {
  name: string
  path: string
  signedIn?: boolean
  /** Text that shows the screen has rendered, per language. */
  ready: Record<Language, string | RegExp>
  act?: (page: Page) => Promise<void>
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: { en: 'Store analytics', ar: 'إحصاءات المتجر' } },
  { name: 'product', path: '/product/1001', ready: { en: 'Key Features', ar: 'المزايا الرئيسية' } },
  {
    name: 'product-not-found',
    path: '/product/999999',
    ready: { en: 'Product Not Found', ar: 'المنتج غير موجود' },
  },
  { name: 'login', path: '/login', ready: { en: 'Forgot password?', ar: 'نسيت كلمة المرور؟' } },
  {
    name: 'register',
    path: '/register',
    ready: { en: 'Confirm Password', ar: 'تأكيد كلمة المرور' },
  },
  {
    name: 'cart',
    path: '/product/1031',
    ready: { en: 'Proceed to Checkout', ar: 'إتمام الطلب' },
    act: async (page) => {
      await page.locator('.purchase .btn-primary').click()
      await page.locator('.header-actions .icon-btn').last().click()
    },
  },
  {
    name: 'checkout',
    path: '/product/1008',
    signedIn: true,
    ready: { en: 'Shipping Information', ar: 'معلومات الشحن' },
    act: async (page) => {
      await page.locator('.purchase .btn-primary').click()
      await page.goto('/checkout')
    },
  },
  {
    name: 'orders',
    path: '/orders',
    signedIn: true,
    ready: { en: 'TRK48291037', ar: 'TRK48291037' },
  },
  {
    // The public tracking page of the demo customer's shipped order, opened from My Orders.
    name: 'tracking',
    path: '/orders',
    signedIn: true,
    ready: { en: 'TRK48291037', ar: 'TRK48291037' },
    act: async (page) => {
      await page
        .locator('.order', { hasText: 'TRK48291037' })
        .locator('.track-links a')
        .first()
        .click()
      await page.locator('.tracking-steps').waitFor()
    },
  },
  {
    name: 'wishlist-signed-out',
    path: '/wishlist',
    ready: { en: 'Sign in to see', ar: 'سجّل الدخول لعرض' },
  },
  {
    name: 'wishlist-empty',
    path: '/wishlist',
    signedIn: true,
    ready: { en: 'Your wishlist is empty', ar: 'قائمتك المفضلة فارغة' },
  },
  {
    name: 'language-settings',
    path: '/language-settings',
    ready: { en: 'Detection Details', ar: 'تفاصيل الاكتشاف' },
  },
  { name: 'admin-denied', path: '/admin', ready: { en: 'Access Denied', ar: 'غير مسموح بالدخول' } },
  {
    name: 'user-menu',
    path: '/',
    signedIn: true,
    ready: { en: 'My Orders', ar: 'طلباتي' },
    act: async (page) => {
      await page.locator('.user-btn').click()
    },
  },
]

const whenTakingPictures = takingScreenshots ? describe.concurrent : describe.skip

whenTakingPictures('every storefront screen', () => {
  let browser: Browser
  let signedIn: Cookie[]
  beforeAll(async () => {
    browser = await launch()
    signedIn = await sessionCookies(browser)
  })
  afterAll(async () => {
    await browser.close()
  })
  const withTab = tabPool(() => browser, TABS)

  async function open(page: Page, screen: Screen, language: Language, viewport: typeof DESKTOP) {
    await page.goto('about:blank')
    await page.context().setStorageState({
      cookies: screen.signedIn ? signedIn : [],
      origins: [
        {
          origin: baseURL(),
          localStorage: [{ name: 'bmp.language', value: JSON.stringify(language) }],
        },
      ],
    })
    await page.setViewportSize(viewport)
    await page.goto(screen.path)
  }

  for (const language of LANGUAGES)
    for (const viewport of VIEWPORTS)
      for (const screen of SCREENS)
        it(`pictures ${screen.name} in ${language} at ${viewport.width}px`, () =>
          withTab(async (page) => {
            await open(page, screen, language, viewport)
            await page.locator('main').waitFor()
            await page.locator('.spinner').first().waitFor({ state: 'detached' })
            await screen.act?.(page)
            await page.getByText(screen.ready[language]).first().waitFor()
            // Images and fonts settle before the picture is taken.
            await page.waitForLoadState('networkidle')
            await screenshot(page, `screen-${screen.name}-${language}`)
          }))
})
