// What the shopper is told when the stock or the shop's limits stop their cart, before they fill a
// form for nothing; that a new page opens at its top; and what each page is called in the browser's
// tab. Reads only: the run's shared shop.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, launch, newPage } from './browser'
import { chooseLanguageBeforeLoad, signInByApi } from './shop'
import { sharedShop } from './own-shop'

sharedShop()

/** No product has this id (seeds/products.ts numbers them from 1001). */
const GONE = 999_999

describe('pages and the cart', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('opens a product chosen deep in the grid at its top, and Back returns to the grid', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/')
    const card = page.locator('.product-card').nth(20)
    await card.scrollIntoViewIfNeeded()
    const deep = await page.evaluate(() => scrollY)
    expect(deep).toBeGreaterThan(2000)
    await card.locator('a').first().click()
    await page.locator('.purchase').waitFor()
    expect(await page.evaluate(() => scrollY)).toBe(0)
    await page.goBack()
    await card.waitFor()
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(2000)
  })

  it("names each page in the browser's tab, in the page's language", async () => {
    const page = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    await page.goto('/')
    await page.locator('.product-card').first().waitFor()
    expect(await page.title()).toBe('بغداد موتو بارتس')
    await page.goto('/product/1001')
    // The app's page, in Arabic (a shared link's first view, written by the worker, may come first).
    const heading = page.locator('main h1')
    await expect.poll(() => heading.innerText()).toMatch(/[\u0600-\u06ff]/)
    const name = await heading.innerText()
    await expect.poll(() => page.title()).toBe(`${name} — بغداد موتو بارتس`)
    await page.goto('/support')
    await page.locator('main h1').waitFor()
    await expect.poll(() => page.title()).toMatch(/^[^—]+ — بغداد موتو بارتس$/)
    expect(await page.title()).not.toBe(`${name} — بغداد موتو بارتس`)
  })

  it('says so when the stock or the line limit caps an add, instead of "Cart updated"', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/product/1008')
    const increase = page.locator('.purchase .stepper button').last()
    await increase.waitFor()
    while (await increase.isEnabled()) await increase.click()
    const most = await page.locator('.purchase .stepper output').innerText()
    const add = page.locator('.purchase .btn-primary')
    await add.click()
    await page.locator('.toast').getByText('added to cart').waitFor()
    await add.click()
    await page.locator('.toast').getByText(`${most} in your cart, the most you can order`).waitFor()
    expect(await page.locator('.toast').getByText('Cart updated').count()).toBe(0)
  })

  it('names at checkout a line the stock no longer fills, and Place Order waits until it is changed', async () => {
    const page = await newPage(browser, PHONE)
    await signInByApi(page)
    await page.goto('/product/1008')
    await page.locator('.purchase .btn-primary').click()
    // A cart kept on this device for days: more than the shop lets one line hold, and a part the
    // shop has since removed.
    await page.evaluate((gone) => {
      const [line] = JSON.parse(localStorage.getItem('bmp.cart') ?? '[]') as {
        product: Record<string, unknown>
        quantity: number
      }[]
      if (!line) throw new Error('the part was not added')
      const kept = [
        { ...line, quantity: 40 },
        { ...line, product: { ...line.product, id: gone, name: 'Old Part' }, quantity: 1 },
      ]
      localStorage.setItem('bmp.cart', JSON.stringify(kept))
    }, GONE)
    await page.goto('/checkout')
    const summary = page.locator('.checkout-side')
    const placeOrder = summary.getByRole('button', { name: /Place Order/ })
    await summary.getByText('At most 10 can be ordered').waitFor()
    await summary.getByText('Sold out').waitFor()
    await summary.getByRole('alert').getByText('no longer available').waitFor()
    expect(await placeOrder.isDisabled()).toBe(true)

    await summary.getByRole('button', { name: 'Order 10' }).click()
    await summary.getByRole('button', { name: 'Remove Old Part' }).click()
    await expect.poll(() => placeOrder.isDisabled()).toBe(false)
    expect(await summary.getByRole('alert').count()).toBe(0)
    expect(await summary.locator('.summary-lines li').count()).toBe(1)
    const cart = await page.evaluate(() => localStorage.getItem('bmp.cart') ?? '')
    expect(JSON.parse(cart)).toMatchObject([{ quantity: 10 }])
  })

  it("shows in the cart today's price and what the stock still allows, not the copy kept when added", async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/product/1008')
    await page.locator('.purchase .btn-primary').click()
    const price = await page.locator('main .price-now').first().innerText()
    // Kept on this device for days: added at a lower price, more than a line may hold, and a part
    // the shop has since removed.
    await page.evaluate((gone) => {
      const [line] = JSON.parse(localStorage.getItem('bmp.cart') ?? '[]') as {
        product: { price: number } & Record<string, unknown>
        quantity: number
      }[]
      if (!line) throw new Error('the part was not added')
      const kept = [
        { ...line, product: { ...line.product, price: line.product.price - 5000 }, quantity: 40 },
        { ...line, product: { ...line.product, id: gone, name: 'Old Part' }, quantity: 1 },
      ]
      localStorage.setItem('bmp.cart', JSON.stringify(kept))
    }, GONE)
    await page.reload()
    await page.locator('.header-actions .icon-btn').last().click()
    const cart = page.getByRole('dialog', { name: 'Your Cart' })
    const line = cart
      .getByRole('listitem')
      .filter({ hasNot: page.getByText('Old Part') })
      .first()
    await line.getByText(/^Was IQD\s[\d,]+ when added$/).waitFor()
    expect(await line.locator('.muted').first().innerText()).toBe(price)
    await line.getByText('At most 10 can be ordered').waitFor()
    const gone = cart.getByRole('listitem', { name: 'Old Part' })
    await gone.getByText('Sold out').waitFor()
    expect(await gone.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true)
  })
})
