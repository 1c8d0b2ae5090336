// A whole purchase from the keyboard alone: search, add to cart, open the cart, check out and
// place a cash-on-delivery order, moving only with Tab, Shift+Tab, arrows, typing and Enter. Every
// control reached shows where the focus is, and the cart takes the focus when it opens and gives
// it back when it closes. The shopper's system asks for less motion: nothing on the page moves.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage } from './browser'
import { ownShop } from './own-shop'
import { registerByApi } from './shop'

ownShop()

/** What a control is called: its label, its aria-label or its text. */
interface Target {
  selector: string
  name?: string | RegExp
}

/** The focused element matches `target`, and it shows the focus (an outline, or the search box's
 * border for its field). */
function focusIs(page: Page, target: Target) {
  return page.evaluate(
    ({ selector, name, flags }) => {
      const el = document.activeElement
      if (!(el instanceof HTMLElement) || !el.matches(selector)) return false
      const label =
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('aria-label') ??
        el.textContent
      if (name !== undefined && !new RegExp(name, flags).test(label.trim())) return false
      const shown =
        getComputedStyle(el).outlineStyle !== 'none' || el.closest('.search:focus-within') !== null
      if (!shown) throw new Error(`the focus on "${label.trim()}" is not visible`)
      return true
    },
    {
      selector: target.selector,
      name: target.name instanceof RegExp ? target.name.source : target.name,
      flags: target.name instanceof RegExp ? target.name.flags : '',
    },
  )
}

/** Presses Tab (or Shift+Tab) until the focus reaches the target. */
async function tabTo(page: Page, target: Target, { back = false } = {}) {
  for (let press = 0; press < 150; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await focusIs(page, target)) return
  }
  throw new Error(`Tab never reached ${target.selector} ${String(target.name ?? '')}`)
}

const activeIsInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector)

describe('a purchase from the keyboard alone', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('searches, adds to the cart, checks out and places a cash-on-delivery order', async () => {
    const page = await newPage(browser)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await registerByApi(page, 'keys', 'Sara', 'Kadhim')
    await page.goto('/')
    const pads = page.getByRole('article', { name: 'Sintered Front Brake Pads' })
    await pads.waitFor()

    await tabTo(page, { selector: '.search-desktop input' })
    await page.keyboard.type('sintered front')
    await page.keyboard.press('Enter')
    await page.getByRole('article').first().waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(1)

    await tabTo(page, {
      selector: 'article[aria-label="Sintered Front Brake Pads"] button',
      name: /^Add to Cart$/,
    })
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'added to cart' }).first().waitFor()

    // Back up to the header's cart button; the open cart holds the focus.
    await tabTo(page, { selector: '.header-actions button', name: /^Cart\b/ }, { back: true })
    await page.keyboard.press('Enter')
    const cart = page.getByRole('dialog', { name: 'Your Cart' })
    await cart.waitFor()
    await expect.poll(() => activeIsInside(page, 'dialog')).toBe(true)
    // The cart appears without sliding in, and the toast without rising.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    expect(await cart.locator('.drawer').evaluate((e) => getComputedStyle(e).animationName)).toBe(
      'none',
    )
    // Escape closes it and the focus goes back to the cart button.
    await page.keyboard.press('Escape')
    await cart.waitFor({ state: 'detached' })
    expect(await focusIs(page, { selector: '.header-actions button', name: /^Cart\b/ })).toBe(true)
    await page.keyboard.press('Enter')
    await cart.waitFor()
    await tabTo(page, { selector: 'dialog button', name: 'Proceed to Checkout' })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/checkout$/)

    const field = (name: string) => ({ selector: 'input, select', name: new RegExp(`^${name}`) })
    for (const [name, value] of [
      ['Mobile', '0770 555 8642'],
      ['Area', 'Street 52, House 7'],
    ] as const) {
      await tabTo(page, field(name))
      await page.keyboard.press('Control+A')
      await page.keyboard.type(value)
    }
    await tabTo(page, field('Governorate'), { back: true })
    await page.keyboard.type('Baghdad')
    await expect.poll(() => page.getByLabel('Governorate').inputValue()).toBe('baghdad')
    // The city is one of the governorate's, chosen by typing its name on the select.
    await tabTo(page, field('City'))
    await page.keyboard.type('Karrada')
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('karrada')

    // Into the payment choices (Tab stops on the chosen one), then arrows to cash on delivery.
    await tabTo(page, { selector: 'input[type="radio"]' })
    const cod = { selector: 'input[type="radio"]', name: /Cash on Delivery/ }
    for (let press = 0; press < 5 && !(await focusIs(page, cod)); press++)
      await page.keyboard.press('ArrowDown')
    expect(await page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true)

    await tabTo(page, { selector: 'button', name: /Place Order/ })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/orders$/)
    await page.getByRole('article').filter({ hasText: 'Sintered Front Brake Pads' }).waitFor()
    await page.context().close()
  })
})
