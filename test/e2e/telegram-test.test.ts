// The telegram-test page in the browser: Access Denied for customers; for the admin, the status
// panel that refreshes every 2 s and "Failed to send message:" when the bot cannot send. The test
// server runs on .dev.vars.example's settings, which configure no bot token.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { DEMO, signInByApi } from './shop'
import { sharedShop } from './own-shop'

sharedShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

/** The value beside a label in the status panel. */
const statusValue = (page: Page, label: string) =>
  page
    .locator('.telegram-test__status div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .innerText()

describe('the telegram-test page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('shows customers Access Denied with a way home', async () => {
    const page = await newPage(browser, PHONE)
    await signInByApi(page, DEMO)
    await page.goto('/admin/telegram-test')
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('shows the admin the bot status, refreshed every 2 s, and why a message could not be sent', async () => {
    const page = await newPage(browser, DESKTOP)
    await signInByApi(page, ADMIN)
    await page.goto('/admin/telegram-test')
    await page.getByRole('heading', { name: 'Telegram Bot Test' }).waitFor()
    await page.getByRole('heading', { name: 'Bot status' }).waitFor()
    await page.getByText('Updates handled (7 days)').waitFor()
    expect(await statusValue(page, 'Bot')).toBe('not configured (TELEGRAM_BOT_TOKEN)')

    const refreshes: number[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/telegram/status')) refreshes.push(Date.now())
    })
    await expect.poll(() => refreshes.length, { timeout: 7000 }).toBeGreaterThanOrEqual(2)
    const gap = refreshes[1]! - refreshes[0]!
    expect(gap).toBeGreaterThan(1500)
    expect(gap).toBeLessThan(3500)

    await page.getByRole('button', { name: 'Send Online Message' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toBe('Failed to send message: Telegram bot is not configured')

    const send = page.getByRole('button', { name: 'Send Custom Message' })
    expect(await send.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Message' }).fill('   ')
    expect(await send.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Message' }).fill('Stock check at 5 pm')
    expect(await send.isDisabled()).toBe(false)
    await send.click()
    await expect
      .poll(() => alert.innerText())
      .toBe('Failed to send message: Telegram bot is not configured')
    await screenshot(page, 'telegram-test-en')
  })
})
