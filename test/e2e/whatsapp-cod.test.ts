// Cash on delivery confirmed by WhatsApp's button, in Arabic, against the local Graph API fake
// (test/fakes/whatsapp.ts, as `npm start` serves it): a shopper ticks "Send me updates on WhatsApp"
// at checkout, the order-received message reaches the fake with its Confirm and Cancel buttons,
// a tap on Confirm posts the signed webhook to the shop, and the tracking page shows the order
// confirmed.
import type { Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSettings, servePaymentFakes } from '../helpers/payment-fakes'
import { launch, newPage, screenshot } from './browser'
import { baseURL, ownShop } from './own-shop'
import { chooseLanguageBeforeLoad } from './shop'

let fakes: { base: string; server: Server } | undefined
beforeAll(async () => {
  fakes = await servePaymentFakes(0, baseURL)
})
afterAll(() => {
  fakes?.server.close()
})
ownShop({ vars: () => fakeSettings(fakes!.base) })

const NARROW = { width: 360, height: 800 }

/** Tries `ready` until it holds (the queue delivers within seconds), reloading `page` between. */
async function until(page: Page, ready: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 40; i++) {
    if (await ready()) return
    await page.waitForTimeout(500)
    await page.reload()
  }
  throw new Error(`never saw ${what}`)
}

describe('cash on delivery confirmed by WhatsApp', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('a shopper orders in Arabic with WhatsApp chosen and confirms by its button', async () => {
    const page = await newPage(browser, NARROW)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    const registered = await page.context().request.post('/api/auth/register', {
      data: {
        email: `whatsapp${Date.now()}@example.iq`,
        password: 'ride-safe-2026',
        firstName: 'حيدر',
        lastName: 'جبار',
      },
    })
    expect(registered.ok(), await registered.text()).toBe(true)
    await page.goto('/product/1005')
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
    await page.goto('/checkout')

    const digits = String(Math.floor(Math.random() * 9_000_000) + 1_000_000)
    await page.getByLabel('رقم الموبايل').fill(`0770${digits}`)
    await page.getByLabel('المحافظة').selectOption('baghdad')
    await page.getByLabel('المدينة أو القضاء').selectOption({ index: 1 })
    await page.getByLabel('المنطقة / الحي').fill('شارع ٦٢، دار ١٤')
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check()
    await page.getByLabel('أرسلوا لي التحديثات على واتساب').check()
    await screenshot(page, 'whatsapp-checkout-ar')
    await page.getByRole('button', { name: /تأكيد الطلب/ }).click()
    await page.waitForURL(/\/orders$/)
    const me = await (await page.context().request.get('/api/auth/me')).json()
    const statusNow = async () =>
      (await (await page.context().request.get(`/api/orders/${me.data.id}`)).json()).data[0]
    const order = await statusNow()
    expect(order.status).toBe('pending')

    // The fake's page shows the order-received message with its buttons, in Arabic.
    const whatsapp = await newPage(browser, NARROW)
    await whatsapp.goto(`${fakes!.base}/whatsapp`)
    const confirm = whatsapp.getByRole('button', { name: 'تأكيد', exact: true })
    await until(whatsapp, async () => (await confirm.count()) > 0, 'the Confirm button')
    expect(await whatsapp.locator('section').first().innerText()).toContain(
      `+964770${digits} · order_received_cod (ar)`,
    )
    await screenshot(whatsapp, 'whatsapp-fake-ar')
    // The tap posts the signed webhook before the fake's page comes back.
    await Promise.all([
      whatsapp.waitForResponse((response) => response.url().includes('/whatsapp/tap/')),
      confirm.first().click(),
    ])

    await until(page, async () => (await statusNow()).status === 'confirmed', 'the order confirmed')
    await page.goto(`/track/${order.trackingToken}`)
    await page.locator('.tracking-step.step-confirmed.done').waitFor()
  })
})
