// The Deliveries page in the browser: the admin sees the shop's messages per channel (a password
// reset e-mail, delivered through the local queue, counted as sent today) in English and, right
// to left, in Arabic; customers are refused.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage, screenshot } from './browser'
import { chooseLanguageBeforeLoad, DEMO, signInByApi } from './shop'
import { baseURL, ownShop } from './own-shop'

ownShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('the Deliveries page', () => {
  it('counts the e-mails sent today, in English and in Arabic', async () => {
    const page = await newPage(browser)
    await signInByApi(page, ADMIN)
    // Signed in, so the call carries its Origin as a browser's would.
    await page.context().request.post('/api/auth/forgot-password', {
      data: { email: DEMO.email },
      headers: { Origin: baseURL() },
    })
    // The local queue sends it about a second after the request: the page is opened once the
    // panel's API counts it (the page itself refreshes only every 15 s).
    await expect
      .poll(async () => {
        const answer = await page.context().request.get('/api/admin/deliveries')
        const panel = (await answer.json()) as {
          data: { today: { channel: string; sent: number }[] }
        }
        return panel.data.today.find((counts) => counts.channel === 'email')?.sent ?? 0
      })
      .toBeGreaterThanOrEqual(1)
    await page.goto('/admin/deliveries')
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor()
    const today = page.getByRole('table', { name: 'Today' })
    const email = today.getByRole('row', { name: /^E-mail/ })
    expect(Number(await email.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1)
    await page.getByText('No message has failed.').waitFor()
    await screenshot(page, 'admin-deliveries-en')

    const arabic = await newPage(browser)
    await chooseLanguageBeforeLoad(arabic.context(), 'ar')
    await signInByApi(arabic, ADMIN)
    await arabic.goto('/admin/deliveries')
    await arabic.getByRole('heading', { name: 'الرسائل المُرسلة' }).waitFor()
    await arabic.getByRole('table', { name: 'آخر ٧ أيام' }).waitFor()
    await arabic.getByText('لم تفشل أي رسالة.').waitFor()
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await screenshot(arabic, 'admin-deliveries-ar')
  })

  it('is refused to customers', async () => {
    const page = await newPage(browser)
    await signInByApi(page, DEMO)
    await page.goto('/admin/deliveries')
    await page.getByText('Access Denied').waitFor()
  })
})
