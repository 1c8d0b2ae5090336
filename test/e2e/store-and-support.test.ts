import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { storeStatus } from '../../worker/domain/store-hours'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { ownShop } from './own-shop'
import { DEMO, signInByApi } from './shop'

ownShop()

const SUCCESS =
  "Message sent successfully! Check your email client and we'll get back to you within 24 hours."
const FAILURE = 'There was an error sending your message. Please try again or contact us directly.'

async function inArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('bmp.language', JSON.stringify('ar')))
}

describe('store location', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('says whether the store is open now in Baghdad time and links WhatsApp by the digits', async () => {
    const page = await newPage(browser)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/store-location')
    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'Visit Our Store' }).waitFor()

    const expected = storeStatus(DEFAULT_SETTINGS.storeInfo.hours, new Date()).open
      ? 'Open now'
      : 'Closed'
    expect(await main.getByRole('status').first().innerText()).toContain(expected)

    const whatsapp = main.getByRole('link', { name: 'Chat on WhatsApp' })
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/9647701234567')
    expect(
      await main.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'),
    ).toContain('33.3062,44.4217')
    expect(await main.locator('iframe').getAttribute('src')).toContain('marker=33.3062,44.4217')

    await main.getByRole('button', { name: 'Copy Phone' }).click()
    await expect
      .poll(() => main.getByRole('button', { name: 'Copy Phone' }).innerText())
      .toContain('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+964 770 123 4567')
    await screenshot(page, 'store-location-en')
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the store page in both languages at ${viewport.width}px`, async () => {
      const en = await newPage(browser, viewport)
      await en.goto('/store-location')
      await en.getByRole('main').getByRole('heading', { name: 'Business hours' }).waitFor()
      await screenshot(en, 'store-location-en')

      const ar = await newPage(browser, viewport)
      await inArabic(ar)
      await ar.goto('/store-location')
      await ar.getByRole('main').getByRole('heading', { name: 'ساعات العمل' }).waitFor()
      expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl')
      expect(await ar.getByRole('main').getByText('الدفع عند الاستلام').isVisible()).toBe(true)
      await screenshot(ar, 'store-location-ar')
    })
  }
})

describe('customer support', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  async function fillMessage(page: Page) {
    await page.getByLabel('Your name').fill('Hussein Ali')
    await page.getByLabel('Email address').fill('hussein@example.iq')
    await page.getByLabel('Subject').selectOption({ label: 'Order support' })
    await page.getByLabel('Order number').fill('ORD123456')
    await page
      .getByLabel('Message', { exact: true })
      .fill('When will my brake pads arrive in Basra?')
  }

  it('sends a message to the shop and shows the success message', async () => {
    const page = await newPage(browser)
    await page.goto('/support')
    await fillMessage(page)
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/support') && r.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await sent).postDataJSON()).toEqual({
      name: 'Hussein Ali',
      email: 'hussein@example.iq',
      subject: 'order-support',
      message: 'When will my brake pads arrive in Basra?',
      orderNumber: 'ORD123456',
    })
    await page.getByText(SUCCESS).waitFor()
    expect(await page.getByLabel('Your name').inputValue()).toBe('')
    await screenshot(page, 'support-sent-en')
  })

  it("writes a signed-in customer's name and e-mail in, before and after a message", async () => {
    const page = await newPage(browser, PHONE)
    await signInByApi(page)
    await inArabic(page)
    await page.goto('/support')
    const name = page.getByLabel('الاسم', { exact: true })
    const email = page.getByLabel('البريد الإلكتروني', { exact: true })
    await expect.poll(() => name.inputValue()).toBe('Demo Customer')
    expect(await email.inputValue()).toBe(DEMO.email)
    // What the customer types instead stays theirs.
    await name.fill('Demo C.')
    await page.getByLabel('الموضوع').selectOption('general-question')
    await page.getByLabel('الرسالة', { exact: true }).fill('Do you sell chain lube in Erbil?')
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/support') && r.method() === 'POST',
    )
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Demo C.', email: DEMO.email })
    await expect.poll(() => page.getByLabel('الرسالة', { exact: true }).inputValue()).toBe('')
    expect(await name.inputValue()).toBe('Demo Customer')
    expect(await email.inputValue()).toBe(DEMO.email)
  })

  it('names the missing required fields and sends nothing', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/support')
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/support')) posted = true
    })
    await page.getByLabel('Your name').fill('Hussein Ali')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Please enter your email address.').waitFor()
    expect(await page.getByText('Please choose a subject.').isVisible()).toBe(true)
    expect(await page.getByText('Please write your message.').isVisible()).toBe(true)
    expect(await page.getByText('Please enter your name.').count()).toBe(0)
    expect(await page.getByLabel('Message', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(posted).toBe(false)
    await screenshot(page, 'support-required-en')
  })

  it('shows sending, then the error message for 5 seconds when the server refuses the message', async () => {
    const page = await newPage(browser)
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/support', async (route) => {
      await answered
      await route.fulfill({
        status: 400,
        json: { success: false, error: 'Please enter a valid email address' },
      })
    })
    await page.goto('/support')
    await fillMessage(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await page.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true)
    answer()
    await page.getByText(FAILURE).waitFor()
    // With what the server refused, which trying again would not change.
    expect(await page.getByRole('alert').innerText()).toContain(
      'Please enter a valid email address',
    )
    const shownAt = Date.now()
    await page.getByText(FAILURE).waitFor({ state: 'detached', timeout: 8000 })
    expect(Date.now() - shownAt).toBeGreaterThan(4000)
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the support page in both languages at ${viewport.width}px`, async () => {
      const en = await newPage(browser, viewport)
      await en.goto('/support')
      await en
        .getByRole('main')
        .getByRole('heading', { name: 'Frequently asked questions' })
        .waitFor()
      await en.getByText('What is your return policy?').click()
      expect(await en.getByText(/within 30 days of delivery/).isVisible()).toBe(true)
      await screenshot(en, 'support-en')

      const ar = await newPage(browser, viewport)
      await inArabic(ar)
      await ar.goto('/support')
      await ar.getByRole('main').getByRole('heading', { name: 'الأسئلة الشائعة' }).waitFor()
      expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl')
      await screenshot(ar, 'support-ar')
    })
  }
})
