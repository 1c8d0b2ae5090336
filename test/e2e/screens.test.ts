// Screenshots of every storefront screen in English and Arabic, desktop and 390 px phone,
// for people to look at (test/artifacts/screenshots). Each screen must also render its heading.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, launch, newPage, screenshot } from './browser'
import { chooseLanguageBeforeLoad, signInByApi } from './shop'

const LANGUAGES = ['en', 'ar'] as const
const VIEWPORTS = [DESKTOP, PHONE]

interface Screen {
  name: string
  path: string
  signedIn?: boolean
  /** Text that shows the screen has rendered, per language. */
  ready: Record<(typeof LANGUAGES)[number], string | RegExp>
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

describe('every storefront screen', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const language of LANGUAGES)
    for (const viewport of VIEWPORTS)
      for (const screen of SCREENS)
        it(`renders ${screen.name} in ${language} at ${viewport.width}px`, async () => {
          const page = await newPage(browser, viewport)
          await chooseLanguageBeforeLoad(page.context(), language)
          if (screen.signedIn) await signInByApi(page)
          await page.goto(screen.path)
          await page.locator('main').waitFor()
          await page
            .locator('.spinner')
            .first()
            .waitFor({ state: 'detached' })
            .catch(() => undefined)
          await screen.act?.(page)
          await page.getByText(screen.ready[language]).first().waitFor()
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          )
          // Images and fonts settle before the picture is taken.
          await page.waitForLoadState('networkidle')
          await screenshot(page, `screen-${screen.name}-${language}`)
          await page.context().close()
        })
})
