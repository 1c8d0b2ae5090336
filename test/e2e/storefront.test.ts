// A shopper's journeys through the real shop (built web + wrangler dev + seeded D1).
import { gzipSync } from 'node:zlib'
import { EAGER_COMPILE_HINT } from '../../web/compile-hints'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, launch, newPage, screenshot } from './browser'
import {
  DEMO,
  cartButton,
  cartCount,
  chooseLanguageBeforeLoad,
  englishPrice,
  registerByApi,
  signInByApi,
} from './shop'
import { FIRST_VIEW_TEXTS } from '../../worker/domain/first-view'
import { baseURL, ownShop } from './own-shop'

ownShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

/** What the home page needs to show its first cards: the app, its route and its texts. */
const FIRST_LOAD_BUDGET = 120 * 1024
/** The offline service worker's registration, the page view and the store analytics card come
 * after the first paint (web/src/lib/first-paint.ts): they are not part of showing the first
 * cards, but they are fetched on every first visit, so they have a budget too. */
const DEFERRED = /\/(register-service-worker|page-views|store-analytics)-[\w-]+\.js$/
const FIRST_VISIT_BUDGET = 125 * 1024

describe('the storefront', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('loads the home page with at most 120 KB of gzip JavaScript', async () => {
    const page = await newPage(browser)
    const scripts = new Map<string, number>()
    const firstLines = new Map<string, string>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body()
      scripts.set(response.url(), gzipSync(body).length)
      firstLines.set(response.url(), body.toString('utf8').split('\n', 1)[0] ?? '')
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0)
    const total = sum([...scripts.values()])
    const firstLoad = sum([...scripts].filter(([url]) => !DEFERRED.test(url)).map(([, n]) => n))
    const list = [...scripts].map(([url, size]) => `${url.split('/').pop() ?? url} ${size}`)
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    console.log(
      `home first load: ${kb(firstLoad)} gzip, ${kb(total)} with the service worker's registration, the page view and the analytics card (${list.join(', ')})`,
    )
    expect([...scripts.keys()].filter((url) => DEFERRED.test(url))).toHaveLength(3)
    expect(firstLoad).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET)
    // The app's own chunk asks V8 to compile it off the main thread (web/compile-hints.ts); the
    // screens' chunks, mostly called later, do not.
    const app = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ?? '',
    )
    const hinted = [...firstLines].filter(([, line]) => line === EAGER_COMPILE_HINT)
    expect(hinted.map(([url]) => url)).toEqual([app])
  })

  it('filters the catalogue by category and finds products by search', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    // A page of 24 cards; the rest come as the shopper scrolls to the end of the grid.
    expect(await page.getByRole('article').count()).toBe(24)
    await page.getByText('Showing 24 of 36 products').waitFor()
    await page.locator('.catalogue-end').scrollIntoViewIfNeeded()
    await expect.poll(() => page.getByRole('article').count()).toBe(36)
    await page.getByText('Showing 36 of 36 products').waitFor()
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0)

    // Each category says how many parts it holds, the whole shop's.
    const chips = page.getByRole('group', { name: 'Filter by category' })
    const helmets = chips.getByRole('button', { name: 'Helmets' })
    await expect.poll(() => helmets.locator('.chip-count').textContent()).toBe('6')
    await helmets.click()
    await expect.poll(() => page.getByRole('article').count()).toBe(6)
    const categories = await page.locator('article .category').allTextContents()
    expect(new Set(categories)).toEqual(new Set(['Helmets']))

    await page.getByRole('combobox', { name: 'Search products' }).first().fill('brake pads')
    await page.getByRole('combobox', { name: 'Search products' }).first().press('Enter')
    await page.getByRole('heading', { name: /Results for/ }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0)
    const names = await page.locator('article h3').allTextContents()
    expect(names).toEqual(
      expect.arrayContaining(['Sintered Front Brake Pads', 'Organic Rear Brake Pads']),
    )
    expect(names.length).toBeLessThan(10)
    // The whole shop's counts would not match a search's cards: none is shown beside them.
    expect(await chips.locator('.chip-count').count()).toBe(0)

    // A misspelt search that found nothing offers itself put right.
    await page.getByRole('combobox', { name: 'Search products' }).first().fill('helmt')
    await page.getByRole('combobox', { name: 'Search products' }).first().press('Enter')
    await page.getByText('No products match your search.').waitFor()
    await page.getByRole('button', { name: 'Search for “helmet” instead' }).click()
    await page.getByRole('heading', { name: 'Results for “helmet”' }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(6)

    // The logo goes home and clears the search, even words typed but not yet searched for.
    await page.getByRole('combobox', { name: 'Search products' }).first().fill('chain')
    await page.getByRole('link', { name: 'Baghdad Moto Parts' }).click()
    await page.getByRole('heading', { name: 'Shop Parts', exact: true }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Search products' }).first().inputValue()).toBe(
      '',
    )
    await expect.poll(() => chips.locator('.chip-count').count()).toBe(7)
    // The search's cards stay on screen while the whole shop's load: wait for the shop's.
    await page.getByText(/^Showing \d+ of 36 products$/).waitFor()
    await page.locator('.grid[aria-busy="false"]').waitFor()

    // A click anywhere on a card opens its product (the title is the keyboard's link).
    const card = page.getByRole('article').first()
    const name = (await card.locator('h3').textContent()) ?? ''
    await card.locator('.card-text').click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/product\/\d+$/)
  })

  it('suggests products while the shopper types, in their language, and opens one from the keyboard', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    await box.fill('brake pa')
    const list = page.getByRole('listbox', { name: 'Suggested products' })
    await list.getByRole('option', { name: 'Sintered Front Brake Pads' }).waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('ArrowDown')
    const first = list.getByRole('option').first()
    expect(await first.getAttribute('aria-selected')).toBe('true')
    const name = await first.textContent()
    await box.press('Enter')
    await page.getByRole('heading', { level: 1, name: name! }).waitFor()
    expect(page.url()).toMatch(/\/product\/\d+$/)
    await box.press('Escape')

    await page.getByRole('button', { name: 'Switch language to العربية' }).first().click()
    const arabicBox = page.getByRole('combobox', { name: 'ابحث عن المنتجات' }).first()
    await arabicBox.fill('خوذ')
    await page
      .getByRole('listbox', { name: 'منتجات مقترحة' })
      .getByRole('option', { name: 'خوذة رياضية كاملة الوجه' })
      .waitFor()
    await arabicBox.press('Escape')
    await expect
      .poll(() => page.getByRole('listbox', { name: 'منتجات مقترحة' }).isVisible())
      .toBe(false)
    await page.context().close()
  })

  it('takes a visitor from a product through sign-up to a cash-on-delivery order in My Orders', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Helmets' })
      .click()
    const card = page.getByRole('article', { name: 'Full-Face Sport Helmet' })
    await card.getByRole('link', { name: 'Full-Face Sport Helmet' }).click()
    await page.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()

    await page.getByRole('radio', { name: 'L', exact: true }).click()
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
    await page.getByRole('button', { name: 'Added to Cart!' }).waitFor()
    await cartButton(page).click()
    const cart = page.getByRole('dialog', { name: 'Your Cart' })
    await cart.getByText('Size: L').waitFor()
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click()

    await page.waitForURL(/\/login\?next=%2Fcheckout/)
    await page.getByRole('link', { name: 'Create Account' }).click()
    const email = `rider${Date.now()}@example.iq`
    await page.getByLabel('First Name').fill('Haider')
    await page.getByLabel('Last Name').fill('Jabbar')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('ride-safe-2026')
    await page.getByLabel('Confirm Password').fill('ride-safe-2026')
    await page.getByRole('button', { name: 'Create Account' }).click()

    await page.waitForURL(/\/checkout$/)
    // The new account fills in what it knows.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Haider')
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    await page.getByLabel('Mobile').fill('0770 555 1234')
    await page.getByLabel('Governorate').selectOption('baghdad')
    await page.getByLabel('City').selectOption('karrada')
    await page.getByLabel('Area').fill('Street 52, House 7')
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    const shownTotal = (await page.getByTestId('checkout-total').textContent())!
    await screenshot(page, 'flow-checkout-en')
    await page.getByRole('button', { name: /Place Order/ }).click()

    await page.waitForURL(/\/orders$/)
    const me = await (await page.context().request.get('/api/auth/me')).json()
    const orders = await (await page.context().request.get(`/api/orders/${me.data.id}`)).json()
    expect(orders.data).toHaveLength(1)
    const order = orders.data[0]
    expect(order.paymentInfo.method).toBe('cod')
    expect(order.status).toBe('pending')
    expect(order.items[0]).toMatchObject({ id: 1001, quantity: 1, selectedSize: 'L' })
    expect(order.totals.paymentFee).toBe(1_000)
    const article = page.getByRole('article', { name: `Order #${order.id.slice(-6)}` })
    await article.waitFor()
    expect(await article.getByTestId('order-total').textContent()).toBe(
      englishPrice(order.totals.total),
    )
    expect(shownTotal).toBe(englishPrice(order.totals.total))
    await article.getByText('Pending').waitFor()
    expect(await cartCount(page)).toBe('')
  })

  it("checks the shipping form in the page's language, not the browser's", async () => {
    // An Arabic page in a browser set to English: the browser's own bubble said "Please select an
    // item in the list." and the order waited without a word in Arabic.
    const page = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    await registerByApi(page, 'form', 'سيف', 'علي')
    let orders = 0
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() === 'POST') orders++
      await route.continue()
    })
    await page.goto('/product/1008')
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
    await page.goto('/checkout')
    const form = page.locator('main form')
    await form.getByLabel('رقم الموبايل').fill('12345')
    await form.getByRole('button', { name: /^تأكيد الطلب/ }).click()

    for (const text of [
      'يرجى إدخال رقم موبايل عراقي',
      'يرجى اختيار المحافظة',
      'يرجى اختيار مدينتك من قائمة مدن محافظتك',
      'يرجى تعبئة هذا الحقل',
    ])
      await form.getByText(text).waitFor()
    // The first field to mend has the focus; nothing was sent.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone')
    expect(orders).toBe(0)
    // Each field to mend is drawn on the shop's soft red (the focused one keeps its focus ring),
    // the others as they were.
    const background = (label: string) =>
      form.getByLabel(label).evaluate((field) => getComputedStyle(field).backgroundColor)
    const RED_SOFT = 'rgb(253, 236, 234)'
    expect(await background('رقم الموبايل')).toBe(RED_SOFT)
    expect(await background('المحافظة')).toBe(RED_SOFT)
    expect(await background('الاسم الأول')).toBe('rgb(255, 255, 255)')
    await page.context().close()
  })

  it('asks for a size first on a card, then offers View Cart in the added toast', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    const card = page.getByRole('article', { name: 'Full-Face Sport Helmet' })
    await card.waitFor()
    expect(await card.getByRole('radiogroup', { name: 'Size' }).count()).toBe(0)
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await card.getByRole('button', { name: 'Select Size First' }).waitFor()
    expect(await cartCount(page)).toBe('')

    await card.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M' }).click()
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Full-Face Sport Helmet added to cart' })
    await toast.getByRole('button', { name: 'Continue Shopping' }).waitFor()
    await toast.getByRole('button', { name: 'View Cart' }).click()
    await page.getByRole('dialog', { name: 'Your Cart' }).getByText('Size: M').waitFor()

    const soldOut = page.getByRole('article', { name: 'Kids Full-Face Helmet' })
    expect(await soldOut.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true)
  })

  it('shows the coloured badge, Read More, up to four related products and shares the link by clipboard', async () => {
    const page = await newPage(browser)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/product/1001')
    await page.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    // The badge wears its own colour here as on the cards.
    const badge = page.locator('.product-summary').getByText('DOT Certified', { exact: true })
    expect(await badge.getAttribute('class')).toBe('badge badge-dot-certified')
    // Beside the gallery the summary is as tall as the picture: the price still follows the
    // rating (a card's push of its price to the bottom once left a blank band between them).
    const top = (selector: string) =>
      page.locator(`.product-summary ${selector}`).evaluate((e) => e.getBoundingClientRect())
    const [stars, price] = [await top('.stars'), await top('.price')]
    expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(900)
    expect(price.top - stars.bottom).toBeLessThanOrEqual(16)
    await page.getByRole('button', { name: 'Read More' }).click()
    await page.getByRole('button', { name: 'Read Less' }).waitFor()

    const related = page.getByRole('region', { name: 'Related Products' }).getByRole('article')
    const names = await related.locator('h3').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThanOrEqual(4)
    expect(names).not.toContain('Full-Face Sport Helmet')
    expect(new Set(await related.locator('.category').allTextContents())).toEqual(
      new Set(['Helmets']),
    )

    // Desktop Chromium has no share sheet: the link goes to the clipboard.
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText('Product link copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

    // Without a clipboard the shopper is shown the link instead of a false "copied".
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'))
    })
    await page.getByRole('button', { name: 'Share' }).click()
    await page
      .getByRole('alert')
      .getByText(`Copy this link to share the product: \u2068${page.url()}\u2069`)
      .waitFor()

    await page.goto('/product/1004')
    await page.getByRole('heading', { level: 1, name: 'Open-Face Jet Helmet' }).waitFor()
    expect(await page.getByRole('button', { name: 'Read More' }).count()).toBe(0)
  })

  it('switches to Arabic: right-to-left with Arabic texts and prices', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.getByRole('button', { name: 'Switch language to العربية' }).click()
    await page.getByRole('button', { name: 'تسوّق الآن' }).waitFor()
    expect(
      await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
    ).toEqual(['rtl', 'ar'])
    await page.getByRole('heading', { name: 'تسوّق القطع' }).waitFor()
    const helmet = page.getByRole('article', { name: 'خوذة رياضية كاملة الوجه' })
    await helmet.waitFor()
    expect(await page.locator('article .price-now').first().textContent()).toMatch(/[٠-٩]/)
    expect(await helmet.locator('.card-fits').textContent()).toBe('يناسب: عالمي')

    await page.reload()
    await page.getByRole('button', { name: 'تسوّق الآن' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')

    // The product's specifications: their names and values in Arabic, a standard's code as written.
    await helmet.getByRole('link').first().click()
    const specs = page.locator('dl.specs')
    await specs.waitFor()
    expect(await specs.locator('dt').allTextContents()).toContain('الوزن')
    expect(await specs.locator('dd').allTextContents()).toEqual([
      '1.45 كغم',
      'مركّب ألياف زجاجية',
      'DOT FMVSS 218، ECE 22.06',
      'شفاف، 2.2 ملم، مقاوم للخدش',
    ])
    // Each reads right to left, the standard's code that opens one too.
    expect(
      await specs
        .locator('dd')
        .evaluateAll((dds) => dds.map((dd) => getComputedStyle(dd).direction)),
    ).toEqual(['rtl', 'rtl', 'rtl', 'rtl'])
  })

  it('lets a chosen language win over the browser language until Reset returns to automatic', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'ar-IQ',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto('/language-settings')
    await page.getByRole('heading', { level: 1, name: 'إعدادات اللغة' }).waitFor()
    await page.getByRole('radio', { name: 'English' }).check()
    await page.getByRole('heading', { level: 1, name: 'Language Settings' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Language Settings' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr')

    await page.getByRole('button', { name: 'Reset to automatic detection' }).click()
    await page.getByRole('heading', { level: 1, name: 'إعدادات اللغة' }).waitFor()
    expect(
      await page.evaluate(() => [
        document.documentElement.dir,
        localStorage.getItem('bmp.language'),
      ]),
    ).toEqual(['rtl', null])
    await context.close()
  })

  it('lets a signed-in customer review a product and updates its rating', async () => {
    const page = await newPage(browser)
    await signInByApi(page)
    const before = (await (await page.context().request.get('/api/products/1020')).json()).data
    await page.goto('/product/1020')
    await page.getByRole('button', { name: 'Write a Review' }).click()
    const form = page.getByRole('form', { name: 'Your review' })
    await form.getByRole('radio', { name: '3 stars' }).check()
    await form.getByLabel('Your review').fill('Solid part, fitted in twenty minutes.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Review submitted successfully!' })
    await done.waitFor()
    // Not a cart change: no View Cart on this toast.
    expect(await done.getByRole('button', { name: 'View Cart' }).count()).toBe(0)
    await page.getByText('Solid part, fitted in twenty minutes.').waitFor()

    const after = (await (await page.context().request.get('/api/products/1020')).json()).data
    expect(after.reviews).toBe(before.reviews + 1)
    const expected = (before.rating * before.reviews + 3) / (before.reviews + 1)
    expect(after.rating).toBeCloseTo(Math.round(expected * 10) / 10, 5)
    const summary = page.locator('.product-summary')
    await summary.getByText(`(${after.reviews} review${after.reviews === 1 ? '' : 's'})`).waitFor()
    await summary.getByText(after.rating.toFixed(1), { exact: true }).waitFor()

    // One review each: the page says so instead of offering a form the server would refuse.
    await page.reload()
    await page.getByText('You have reviewed this product').waitFor()
    expect(await page.getByRole('button', { name: 'Write a Review' }).count()).toBe(0)
  })

  it("says an empty review and a mistyped address in the page's language, not the browser's", async () => {
    // An Arabic page in a browser set to English: the browser's bubble said "Please fill out this
    // field." / "Please include an '@'…" in English, and nothing in Arabic.
    const page = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    // 1006 is seeded sold out: its page asks a visitor for an address to tell.
    await page.goto('/product/1006')
    const notify = page.locator('form.back-in-stock')
    await notify.getByRole('button', { name: 'أعلمني' }).click()
    await notify.getByText('يرجى إدخال بريدك الإلكتروني').waitFor()
    await notify.getByLabel('بريدك الإلكتروني').fill('rider.example.iq')
    await notify.getByRole('button', { name: 'أعلمني' }).click()
    await notify.getByText('يرجى إدخال بريد إلكتروني صحيح').waitFor()
    // Nothing to choose a quantity of: the sold-out page offers no stepper (it offered a disabled one).
    expect(await page.locator('.purchase').getByRole('group', { name: 'الكمية' }).count()).toBe(0)

    await registerByApi(page, 'review', 'سيف', 'علي')
    await page.goto('/product/1021')
    await page.getByRole('button', { name: 'اكتب مراجعة' }).click()
    const form = page.getByRole('form', { name: 'مراجعتك' })
    await form.getByRole('button', { name: 'إرسال المراجعة' }).click()
    await form.getByText('التعليق مطلوب').waitFor()
    await page.context().close()
  })

  it('tells a review that could not be sent apart from one the server refused', async () => {
    const page = await newPage(browser)
    await signInByApi(page)
    await page.goto('/product/1021')
    await page.getByRole('button', { name: 'Write a Review' }).click()
    const form = page.getByRole('form', { name: 'Your review' })
    await form.getByLabel('Your review').fill('Good value.')
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text })

    await page.route('**/api/reviews', (route) => route.abort('connectionreset'))
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await toast('Error submitting review').waitFor()

    await page.unroute('**/api/reviews')
    await page.route('**/api/reviews', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Internal server error' } }),
    )
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await toast('Failed to submit review. Please try again.').waitFor()
    // Nothing was lost: the form is still open with the text.
    expect(await form.getByLabel('Your review').inputValue()).toBe('Good value.')
  })

  it('sends a visitor who wants to review to sign in', async () => {
    const page = await newPage(browser)
    await page.goto('/product/1002')
    await page.getByRole('button', { name: 'Write a Review' }).click()
    await page.waitForURL(/\/login\?next=%2Fproduct%2F1002/)

    // A card's heart likewise, back to the page it was tapped on, its category too.
    await page.goto('/?category=Helmets')
    const helmet = page.getByRole('article', { name: 'Full-Face Sport Helmet' })
    await helmet.getByRole('button', { name: 'Add to Wishlist' }).click()
    await page.waitForURL(/\/login\?next=%2F%3Fcategory%3DHelmets$/)
    await page.getByText('Sign in to use your wishlist').waitFor()
    const form = page.getByRole('main')
    await form.getByLabel('Email').fill(DEMO.email)
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await form.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(/\/\?category=Helmets$/)
    await helmet.waitFor()
  })

  it('keeps a wishlist: add, Add All to Cart, remove', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/wishlist')
    await page.getByText('Sign in to see and keep your wishlist.').waitFor()
    await signInByApi(page)
    await page.goto('/')
    // The header shows the account once the session is read: the heart is a signed-in one then.
    await page.getByRole('button', { name: 'Account menu' }).waitFor()
    for (const name of ['Braided Stainless Brake Lines', 'Full-Face Sport Helmet']) {
      const card = page.getByRole('article', { name })
      await card.getByRole('button', { name: 'Add to Wishlist' }).click()
      await card.getByRole('button', { name: 'Remove from Wishlist' }).waitFor()
    }

    await page.getByRole('link', { name: 'Wishlist' }).click()
    await page.getByRole('heading', { name: 'My Wishlist' }).waitFor()
    const saved = page.getByRole('article', { name: 'Braided Stainless Brake Lines' })
    await saved.waitFor()
    await page.getByRole('button', { name: 'Add All to Cart' }).click()
    // The helmet is sold in sizes: it went into the cart in its first (S) without a word.
    await page
      .getByText('1 product added to cart. Choose a size for 1 product on its card.')
      .waitFor()
    expect(await cartCount(page)).toBe('1')
    const helmet = page.getByRole('article', { name: 'Full-Face Sport Helmet' })
    await helmet.getByRole('radio', { name: 'M', exact: true }).click()
    await helmet.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartCount(page)).toBe('2')
    await helmet.getByRole('button', { name: 'Remove from Wishlist' }).click()

    await saved.getByRole('button', { name: 'Remove from Wishlist' }).click()
    await page.getByText('Your wishlist is empty').waitFor()
  })

  it('saves a heart tapped before the page has read who is signed in', async () => {
    const page = await newPage(browser, PHONE)
    await signInByApi(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/me', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const card = page.getByRole('article', { name: 'Braided Stainless Brake Lines' })
    await card.getByRole('button', { name: 'Add to Wishlist' }).click()
    release()
    await card.getByRole('button', { name: 'Remove from Wishlist' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('keeps saved products through a failed catalogue load and lets go of one the shop removed', async () => {
    const page = await newPage(browser)
    await signInByApi(page)
    await page.goto('/')
    const card = page.getByRole('article', { name: 'Braided Stainless Brake Lines' })
    await card.getByRole('button', { name: 'Add to Wishlist' }).click()
    await card.getByRole('button', { name: 'Remove from Wishlist' }).waitFor()
    // A second saved product that the shop has deleted since.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('bmp.wishlist')!)
      localStorage.setItem(
        'bmp.wishlist',
        JSON.stringify([...saved, { ...saved[0], id: 999_999, name: 'Discontinued Lever' }]),
      )
    })
    // Named by its count too: "Wishlist 2".
    const wishlistLink = page.getByRole('link', { name: /^Wishlist\b/ })

    await page.route('**/api/products?ids=*', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Internal server error' } }),
    )
    await page.goto('/wishlist')
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not load your saved products.' })
      .waitFor()
    expect(await page.getByRole('button', { name: 'Add All to Cart' }).count()).toBe(0)
    expect(await wishlistLink.locator('.badge-count').textContent()).toBe('2')

    await page.unroute('**/api/products?ids=*')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('article', { name: 'Braided Stainless Brake Lines' }).waitFor()
    await expect.poll(() => wishlistLink.locator('.badge-count').textContent()).toBe('1')
    expect(await page.getByText('Discontinued Lever').count()).toBe(0)
  })

  it('keeps a product page in view while a part below it still loads its texts', async () => {
    const page = await newPage(browser, PHONE)
    // The garage's texts, which the list of bikes a part fits needs, come late.
    let asked!: () => void
    const requested = new Promise<void>((resolve) => (asked = resolve))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/garage-*.js', async (route) => {
      asked()
      await held
      await route.continue()
    })
    await page.goto('/product/1001')
    // The page shown, and the texts asked for (on a busy machine, sometimes before the page).
    await Promise.all([requested, page.getByRole('heading', { level: 1 }).waitFor()])
    // Two frames for React to show what it shows while the list waits.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    expect(await page.locator('.loading-overlay').count()).toBe(0)
    release()
    await page.getByRole('heading', { name: 'Fits these motorcycles' }).waitFor()
  })

  /** Marks the page once the full-screen loading spinner has shown, from the first frame on. */
  async function watchForTheSpinner(page: Page) {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.loading-overlay'))
          document.documentElement.dataset.spinnerShown = 'yes'
      }).observe(document, { childList: true, subtree: true })
    })
  }
  const spinnerShown = (page: Page) =>
    page.evaluate(() => document.documentElement.dataset.spinnerShown === 'yes')

  // React holds a spinner it has shown for at least 300 ms; Arabic's texts and every screen but
  // home come in chunks of their own, so a first page that rendered before they came showed one.
  it('opens a first page in Arabic, home or a screen of its own chunk, without a spinner first', async () => {
    for (const [path, heading] of [
      ['/', 'تسوّق القطع'],
      ['/login', 'تسجيل الدخول'],
    ] as const) {
      const page = await newPage(browser, PHONE)
      await chooseLanguageBeforeLoad(page.context(), 'ar')
      await watchForTheSpinner(page)
      await page.goto(path)
      await page.getByRole('heading', { name: heading }).waitFor()
      expect(await spinnerShown(page), path).toBe(false)
    }
  })

  it('fetches the screen behind a link as the pointer comes over it, and opens it without a spinner', async () => {
    const page = await newPage(browser)
    await watchForTheSpinner(page)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    const signIn = page.getByRole('link', { name: 'Sign In' })
    const code = page.waitForResponse(/\/assets\/login-[\w-]{8}\.js$/)
    const texts = page.waitForResponse(/\/assets\/auth-[\w-]{8}\.js$/)
    await signIn.hover()
    // Asked for before any click. A shopper's click comes a moment later; here the test waits
    // until both have come and run (importing them resolves once the page's own imports have).
    const fetched = [(await code).url(), (await texts).url()]
    // As text: vitest would rewrite an import() written as a function in this file.
    await page.evaluate(`Promise.all(${JSON.stringify(fetched)}.map((url) => import(url)))`)
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await signIn.click()
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor()
    expect(await spinnerShown(page)).toBe(false)
  })

  it('shows Product Not Found for an unknown product id and Page not found for an unknown address, neither for search engines to keep', async () => {
    const page = await newPage(browser)
    const robots = page.locator('head meta[name="robots"]')
    await page.goto('/product/999999')
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor()
    await page.getByText("The product you're looking for doesn't exist.").waitFor()
    expect(await robots.getAttribute('content')).toBe('noindex')
    // Any other unknown address is the app's page with 200 (the static files' fallback), so the
    // page itself says it is not to be kept.
    expect((await page.goto('/no-such-page'))?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await robots.getAttribute('content')).toBe('noindex')
    // A page that exists carries no such tag, after the not-found one as on its own.
    await page.getByRole('link', { name: 'Home', exact: true }).last().click()
    await page.getByRole('article').first().waitFor()
    await expect.poll(() => robots.count()).toBe(0)
  })

  it('asks for a reload when a screen cannot be downloaded, and the reload brings it', async () => {
    const page = await newPage(browser)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await page.route('**/assets/support-page-*.js', (route) => route.abort('internetdisconnected'))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Support' })
      .click()
    const screen = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
    await screen.getByText(/^Loading chunk failed\. \(network: /).waitFor()
    expect(await screen.getByRole('button', { name: 'Try Again' }).count()).toBe(0)

    await page.unroute('**/assets/support-page-*.js')
    await screen.getByRole('button', { name: 'Refresh Page' }).click()
    await page.getByRole('heading', { level: 1, name: 'Customer Support' }).waitFor()
  })

  it('signs out, clearing the cart and wishlist on this device', async () => {
    const page = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('button', { name: 'Account menu' }).waitFor()
    const card = page.getByRole('article', { name: 'Iridium Spark Plugs (Set of 4)' })
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await card.getByRole('button', { name: 'Add to Wishlist' }).click()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(await cartCount(page)).toBe('')
    expect(
      await page.evaluate(() => [
        localStorage.getItem('bmp.cart'),
        localStorage.getItem('bmp.wishlist'),
      ]),
    ).toEqual(['[]', '[]'])
  })

  it("asks who is signed in only when someone may be: a visitor's pages make no failing request", async () => {
    const page = await newPage(browser)
    const askedMe: string[] = []
    const failed: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') askedMe.push(page.url())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text())
    })
    for (const path of ['/', '/product/1001']) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.getByRole('link', { name: 'Sign in' }).waitFor()
    }
    expect(askedMe).toEqual([])
    expect(failed).toEqual([])

    // Signed in, the hint beside the session has the page ask, and it knows the shopper.
    await signInByApi(page)
    await page.reload()
    await page.getByRole('button', { name: 'Account menu' }).waitFor()
    expect(askedMe).toHaveLength(1)
  })

  it('answers a shared product link with its name, preview and a first view the app takes over', async () => {
    // What WhatsApp or Telegram read for the link's preview, in the sharer's language.
    const page = async (headers: Record<string, string>, path = '/product/1001', status = 200) => {
      const response = await fetch(`${baseURL()}${path}`, { headers })
      expect(response.status).toBe(status)
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
      return response.text()
    }
    const english = await page({ 'Accept-Language': 'en-US,en' })
    expect(english).toContain('<title>Full-Face Sport Helmet — Baghdad Moto Parts</title>')
    expect(english).toContain('<meta property="og:title" content="Full-Face Sport Helmet" />')
    expect(english).toMatch(
      /<meta property="og:image" content="http:[^"]+full-face-sport-helmet\.svg"/,
    )
    expect(english).toMatch(
      /<link rel="preload" as="image" href="[^"]+full-face-sport-helmet\.svg"/,
    )
    const arabic = await page({ 'Accept-Language': 'ar-IQ,ar' })
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-first-view="">')
    expect(arabic).toContain('<h1>خوذة رياضية كاملة الوجه</h1>')
    // The language the shopper chose in the shop wins over the browser's.
    expect(await page({ 'Accept-Language': 'ar', Cookie: 'bmp.lang=en' })).toContain(
      '<h1>Full-Face Sport Helmet</h1>',
    )
    // An unknown product is the app's page with 404; the app says it was not found.
    expect(await page({}, '/product/999999', 404)).not.toContain('og:title')

    // The first view is painted from the HTML alone, before any script runs...
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    const still = await context.newPage()
    await still.goto('/product/1001')
    const picture = still.locator('.gallery-main img')
    await still.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const before = await picture.boundingBox()
    await context.close()
    // ...and the app replaces it with the whole page, the picture where it was.
    const shopper = await newPage(browser, PHONE)
    await shopper.goto('/product/1001')
    await shopper.locator('.purchase').getByRole('button', { name: 'Add to Cart' }).waitFor()
    const shown = shopper.getByRole('img', { name: 'Full-Face Sport Helmet' }).first()
    expect(await shown.boundingBox()).toEqual(before)

    // Choosing Arabic in the shop makes the next shared link Arabic too.
    await shopper.getByRole('button', { name: 'Switch language to العربية' }).click()
    const cookies = await shopper.context().cookies()
    expect(cookies.find((c) => c.name === 'bmp.lang')?.value).toBe('ar')
    await shopper.reload()
    await shopper.getByRole('heading', { level: 1, name: 'خوذة رياضية كاملة الوجه' }).waitFor()
    // The app's title, in the page's language (the worker's is checked in its HTML above).
    await expect.poll(() => shopper.title()).toBe('خوذة رياضية كاملة الوجه — بغداد موتو بارتس')
    await screenshot(shopper, 'product-link-ar')
    await shopper.context().close()
  })
  // The first Intl number or date format a page makes loads ICU's data: 20–55 ms of a desktop's main
  // thread, four times that on a phone, inside the first render (web/src/lib/format.ts).
  it('writes the first pages, prices and footer included, without making an Intl format', async () => {
    const shopper = await newPage(browser, PHONE)
    await shopper.addInitScript(() => {
      const made: string[] = []
      Object.defineProperty(window, 'intlFormatsMade', { value: made })
      for (const kind of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[kind]
        Intl[kind] = new Proxy(Original, {
          construct: (target, args) => {
            made.push(`${kind} ${location.pathname}`)
            return Reflect.construct(target, args) as object
          },
          apply: (target, self, args) => {
            made.push(`${kind} ${location.pathname}`)
            return Reflect.apply(target, self, args) as unknown
          },
        }) as never
      }
    })
    await signInByApi(shopper)
    await shopper.goto('/product/1008')
    await shopper.locator('.purchase .btn-primary').click()
    for (const language of ['en', 'ar'] as const) {
      await chooseLanguageBeforeLoad(shopper.context(), language)
      for (const [path, shown] of [
        ['/', shopper.getByRole('article').first()],
        ['/checkout', shopper.locator('.summary-lines')],
      ] as const) {
        await shopper.goto(path)
        await shown.waitFor()
        await shopper.locator('footer').getByText(/©/).waitFor()
        const made = await shopper.evaluate(
          () => (window as unknown as { intlFormatsMade: string[] }).intlFormatsMade,
        )
        expect(made, `${language} ${path}`).toEqual([])
      }
    }
    await shopper.context().close()
  })

  it("paints a first visit's checkout from its HTML, and the app takes it over in place", async () => {
    // Before any script has run: the shop's bar, its search box's words and the heading.
    const still = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    await still.addCookies([{ name: 'bmp.lang', value: 'ar', url: baseURL() }])
    const html = await still.newPage()
    await html.goto('/checkout')
    const heading = html.getByRole('heading', { level: 1, name: 'إتمام الطلب' })
    await heading.waitFor()
    expect(await html.locator('.search-mobile input').getAttribute('placeholder')).toBe(
      'ابحث عن خوذ، فحمات فرامل، إطارات…',
    )
    const before = await heading.boundingBox()
    await still.close()
    // The app's whole checkout, its heading where the first view had it.
    const shopper = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(shopper.context(), 'ar')
    await shopper.context().addCookies([{ name: 'bmp.lang', value: 'ar', url: baseURL() }])
    await signInByApi(shopper)
    await shopper.goto('/product/1008')
    await shopper.locator('.purchase .btn-primary').click()
    const fresh = await shopper.context().newPage()
    await fresh.goto('/checkout')
    await fresh.getByRole('button', { name: /^تأكيد الطلب/ }).waitFor()
    const shown = fresh.getByRole('heading', { level: 1, name: 'إتمام الطلب' })
    expect(await shown.boundingBox()).toEqual(before)
    await shopper.context().close()
  })

  it("paints the shop's bar from index.html before the app has run, in the app's language, and the app's bar replaces it in place", async () => {
    const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/
    const cases = [
      // Chosen in the shop (saved), or only the browser's: the app's own rules pick it.
      { chosen: 'ar', locale: 'en-US', lang: 'ar', dir: 'rtl' },
      { chosen: null, locale: 'ar-IQ', lang: 'ar', dir: 'rtl' },
      { chosen: null, locale: 'en-US', lang: 'en', dir: 'ltr' },
    ] as const
    for (const { chosen, locale, lang, dir } of cases) {
      const page = await newPage(browser, PHONE, { locale })
      if (chosen) await chooseLanguageBeforeLoad(page.context(), chosen)
      // The app's own script never comes: what shows is index.html's alone.
      await page.route(APP_SCRIPT, (route) => route.abort())
      await page.goto('/')
      const bar = page.locator('#root .search-mobile input')
      expect(await bar.getAttribute('placeholder')).toBe(FIRST_VIEW_TEXTS[lang].search)
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, dir])
      const before = await bar.boundingBox()
      await page.unroute(APP_SCRIPT)
      await page.reload()
      await page.getByRole('article').first().waitFor()
      const search = page.locator('.search-mobile input')
      expect(await search.getAttribute('placeholder')).toBe(FIRST_VIEW_TEXTS[lang].search)
      // One bar, the app's; its words start where the first view's did (the app's box also holds
      // the search button, at the end the words do not start from).
      expect(await page.locator('header').count()).toBe(1)
      const after = await search.boundingBox()
      expect(after?.y).toBe(before?.y)
      const start = (box: typeof after) => (dir === 'rtl' ? box!.x + box!.width : box!.x)
      expect(start(after)).toBe(start(before))
    }
    // A page the worker wrote a first view into keeps that one.
    const shared = await newPage(browser, PHONE)
    await shared.route(APP_SCRIPT, (route) => route.abort())
    await shared.goto('/product/1001')
    await shared.getByRole('heading', { level: 1, name: 'Full-Face Sport Helmet' }).waitFor()
    expect(await shared.locator('header').count()).toBe(1)
  })

  it('shows a 4 MB phone photo on a 360 px phone as a sized variant of 60 KB or less, and in the cart as the smallest', async () => {
    const admin = await newPage(browser, { width: 360, height: 780 })
    await signInByApi(admin, ADMIN)
    await admin.goto('/404')
    // A phone photo: 3000 × 4000 with light, shade and grain, as a camera's JPEG of about 4 MB.
    const uploaded = await admin.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 3000
      canvas.height = 4000
      const g = canvas.getContext('2d')!
      const sky = g.createLinearGradient(0, 0, 3000, 4000)
      sky.addColorStop(0, '#8ab4d8')
      sky.addColorStop(1, '#3a2a1a')
      g.fillStyle = sky
      g.fillRect(0, 0, 3000, 4000)
      // Detail at every scale, which a smaller picture keeps (unlike the grain below).
      let seed = 7
      const random = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n
      for (let i = 0; i < 4000; i++) {
        g.fillStyle = `hsl(${random(360)} ${random(60)}% ${20 + random(60)}%)`
        g.beginPath()
        g.ellipse(random(3000), random(4000), 4 + random(160), 4 + random(160), random(7), 0, 7)
        g.fill()
      }
      const pixels = g.getImageData(0, 0, 3000, 4000)
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = random(41) - 20
        for (let c = i; c < i + 3; c++) pixels.data[c] = (pixels.data[c] ?? 0) + grain
      }
      g.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob>((done) =>
        canvas.toBlob((b) => done(b!), 'image/jpeg', 0.85),
      )
      const form = new FormData()
      form.append('file', blob, 'IMG_0001.jpg')
      const response = await fetch('/api/images', { method: 'POST', body: form })
      const { data } = (await response.json()) as { data: { url: string } }
      // Full runs have seen this PUT get no answer for over a minute while the shop answered
      // others (as sign-in-wrangler.test.ts saw one of its calls): unexplained, so it is named
      // and sent once more (setting the picture twice is the same as once).
      const save = () =>
        fetch('/api/products/1036', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ image: data.url, images: [data.url] }),
          signal: AbortSignal.timeout(20_000),
        })
      const saved = await save().catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'TimeoutError')) throw error
        console.warn('PUT /api/products/1036 got no answer in 20 s; sending it once more')
        return save()
      })
      return { bytes: blob.size, url: data.url, saved: saved.status }
    })
    expect(uploaded.saved).toBe(200)
    expect(uploaded.bytes).toBeGreaterThan(3.5 * 1024 * 1024)
    // The two variants the phone will ask for, made first, as the first shopper's visit leaves
    // them in R2: making a 4 MB photo's variant is seconds of CPU alone, and two full runs on 2
    // CPUs (29 Nov) saw the phone's page still waiting for it after 30 and 60 s. What the phone
    // then chooses, and its size, is what this test is about.
    const made = await admin.evaluate(
      (url) =>
        Promise.all(
          [360, 160].map(
            async (width) =>
              (
                await fetch(`${url}?w=${String(width)}`, {
                  headers: { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
                  signal: AbortSignal.timeout(60_000),
                })
              ).status,
          ),
        ),
      uploaded.url,
    )
    expect(made).toEqual([200, 200])
    await admin.context().close()

    const phone = await newPage(browser, { width: 360, height: 780 })
    const sizes = new Map<string, number>()
    phone.on('response', async (response) => {
      if (response.url().includes('/api/images/'))
        sizes.set(response.url(), (await response.body()).length)
    })
    // Not until `load`: that waits for the picture the page preloads, a variant the shop makes on
    // first asking (a 4 MB photo: seconds of CPU, and over 30 s in a full run on 2 CPUs, 29 Nov).
    // Even the page's own script took over 30 s once in a full run (29 Nov, afternoon): 60 s.
    await phone.goto('/product/1036', { waitUntil: 'domcontentloaded', timeout: 60_000 })
    const picture = phone.locator('.gallery-main img')
    // This wait timed out in two full runs of `npm test` (never in a run of this file alone, even
    // beside other browser files): a longer wait, and what the page showed instead if it fails.
    await phone
      .locator('.purchase')
      .getByRole('button', { name: 'Add to Cart' })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}\nThe page showed: ${await phone.locator('body').innerText()}`,
        )
      })
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 60_000,
      })
      .toBeTruthy()
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(new URL(shown).pathname + new URL(shown).search).toBe(`${uploaded.url}?w=360`)
    await expect.poll(() => sizes.get(shown)).toBeGreaterThan(0)
    console.log(
      `a ${(uploaded.bytes / 1024 / 1024).toFixed(1)} MB photo reached a 360 px phone as ${sizes.get(shown)} bytes`,
    )
    expect(sizes.get(shown)).toBeLessThanOrEqual(60 * 1024)
    // The cart's 72 px picture is the smallest variant (in a context without the 360 px one
    // cached: Chromium would take a cached larger candidate).
    await phone.locator('.purchase').getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartCount(phone)).toBe('1')
    const storageState = await phone.context().storageState()
    const cart = await newPage(browser, { width: 360, height: 780 }, { storageState })
    const thumbs = new Map<string, number>()
    cart.on('response', async (response) => {
      if (response.url().includes('/api/images/'))
        thumbs.set(response.url(), (await response.body()).length)
    })
    await cart.goto('/404')
    await cartButton(cart).click()
    const line = cart.getByRole('dialog', { name: 'Your Cart' }).locator('.cart-line img')
    await expect
      .poll(() => line.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy()
    await expect.poll(() => [...thumbs.values()][0]).toBeGreaterThan(0)
    const address = (url: string) => new URL(url).pathname + new URL(url).search
    expect([...thumbs.keys()].map(address)).toEqual([`${uploaded.url}?w=160`])
    console.log(`and its cart picture as ${[...thumbs.values()].join()} bytes`)
    await cart.context().close()
    // The full-size photo was never fetched.
    expect([...sizes.keys()].filter((url) => !url.includes('?w='))).toEqual([])
    await screenshot(phone, 'photo-product')
    await phone.goto('/?search=Outdoor%20Motorcycle%20Cover')
    await phone.getByRole('article', { name: 'Outdoor Motorcycle Cover' }).waitFor()
    await screenshot(phone, 'photo-cards')
    await phone.getByRole('button', { name: 'Switch language to العربية' }).click()
    await phone.getByRole('article', { name: 'غطاء دراجة نارية للاستخدام الخارجي' }).waitFor()
    await screenshot(phone, 'photo-cards-ar')
    await phone.goto('/product/1036')
    await phone
      .getByRole('heading', { level: 1, name: 'غطاء دراجة نارية للاستخدام الخارجي' })
      .waitFor()
    await screenshot(phone, 'photo-product-ar')
    await phone.context().close()
  })
})
