// Helpers for acting on the shop: language choice before load, API sign-in, price text.
import type { APIResponse, Browser, BrowserContext, Cookie, Page } from 'playwright-core'
import { baseURL } from './own-shop'

export const DEMO = { email: 'demo@shop.test', password: 'demo12345' }

/** The language the visitor chose earlier (as the shop saves it), in place before any script runs. */
export async function chooseLanguageBeforeLoad(context: BrowserContext, language: 'en' | 'ar') {
  await context.addInitScript(
    (lng) => localStorage.setItem('bmp.language', JSON.stringify(lng)),
    language,
  )
}

/** A refused sign-in's status and body (which door answered: ours has a JSON error code). */
async function refuseFailedSignIn(response: APIResponse) {
  if (response.ok()) return
  throw new Error(`sign-in failed: ${response.status()} ${(await response.text()).slice(0, 300)}`)
}

/** Signs in through the API so the page starts with the session cookie. */
export async function signInByApi(page: Page, account = DEMO) {
  const response = await page.context().request.post('/api/auth/login', {
    data: account,
    headers: { Origin: baseURL() },
  })
  await refuseFailedSignIn(response)
}

/** A new customer, registered (and so signed in) through the API; `name` begins the e-mail. */
export async function registerByApi(page: Page, name: string, firstName: string, lastName: string) {
  const response = await page.context().request.post('/api/auth/register', {
    data: {
      email: `${name}${Date.now()}@example.iq`,
      password: 'ride-safe-2026',
      firstName,
      lastName,
      phone: '',
    },
    headers: { Origin: baseURL() },
  })
  await refuseFailedSignIn(response)
}

/** The cookies of one API sign-in, for contexts that are to start signed in. */
export async function sessionCookies(browser: Browser, account = DEMO): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: baseURL() })
  const response = await context.request.post('/api/auth/login', {
    data: account,
    headers: { Origin: baseURL() },
  })
  await refuseFailedSignIn(response)
  const { cookies } = await context.storageState()
  await context.close()
  return cookies
}

/** The shop's price text (zero decimals, IQD) in English. */
export function englishPrice(dinars: number): string {
  return new Intl.NumberFormat('en-IQ', {
    style: 'currency',
    currency: 'IQD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(dinars)
}

/** Waits for a condition inside the page; Playwright's own expect is not used under vitest. */
export async function waitForText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor()
}

/** The header's cart button: named "Cart", then its count ("Cart 3"). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart\b/ })

/** The count on the cart button's badge; '' when it shows none. */
export async function cartCount(page: Page): Promise<string> {
  const badge = cartButton(page).locator('.badge-count')
  return (await badge.count()) > 0 ? ((await badge.textContent()) ?? '') : ''
}
