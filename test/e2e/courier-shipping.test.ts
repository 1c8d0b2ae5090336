// A cash-on-delivery parcel with Al-Waseet from end to end, in Arabic, against the courier's local
// fake (test/helpers/payment-fakes.ts, as `npm start` serves it): the owner ships a confirmed
// order from its details, the courier moves the parcel on its own page (out for delivery, then
// delivered), the five-minute cron reads it and moves the order, which the owner sees delivered
// and owed in the Cash view; the courier pays its invoice, the statements are read, and the order
// is settled. The customer's tracking page shows the courier's steps.
import type { Server } from 'node:http'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { executeLocalD1 } from '../helpers/local-d1'
import { fireCron } from '../helpers/local-crons'
import { fakeSettings, servePaymentFakes } from '../helpers/payment-fakes'
import { launch, newPage, screenshot } from './browser'
import { baseURL, ownShop } from './own-shop'
import { chooseLanguageBeforeLoad, signInByApi } from './shop'

let fakes: { base: string; server: Server } | undefined
beforeAll(async () => {
  fakes = await servePaymentFakes(0, baseURL)
})
afterAll(() => {
  fakes?.server.close()
})
ownShop({ vars: () => fakeSettings(fakes!.base), scheduled: true })

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }
const NARROW = { width: 360, height: 800 }
/** A tall phone: the tracking page's steps and the courier's in one picture. */
const TALL = { width: 360, height: 1000 }

async function adminPage(browser: Browser, language: 'ar' | 'en', viewport = NARROW) {
  const page = await newPage(browser, viewport)
  await chooseLanguageBeforeLoad(page.context(), language)
  await signInByApi(page, ADMIN)
  return page
}

/** Al-Waseet for Baghdad, with its places read and matched to the shop's. */
async function switchOnAlWaseet(page: Page) {
  const request = page.context().request
  const headers = { Origin: baseURL() }
  const refreshed = await request.post('/api/admin/couriers/alwaseet/places/refresh', { headers })
  expect(refreshed.ok(), await refreshed.text()).toBe(true)
  const settings = ((await (await request.get('/api/settings')).json()) as { data: any }).data
  settings.couriers.byGovernorate = { ...settings.couriers.byGovernorate, baghdad: 'alwaseet' }
  const saved = await request.put('/api/settings', { data: settings, headers })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** A new customer's cash-on-delivery order to `city` in Baghdad (Karrada), confirmed by the shop's
 * call. */
async function confirmedCodOrder(browser: Browser, admin: Page, city = 'karrada') {
  const page = await newPage(browser)
  const request = page.context().request
  const headers = { Origin: baseURL() }
  const email = `courier${Date.now()}@example.iq`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'ride-safe-2026', firstName: 'زينب', lastName: 'كريم' },
    headers,
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      items: [{ id: 1005, quantity: 1 }],
      shippingInfo: {
        firstName: 'زينب',
        lastName: 'كريم',
        email,
        phone: `0770 ${String(Date.now()).slice(-3)} ${String(Math.floor(Math.random() * 9000) + 1000)}`,
        governorate: 'baghdad',
        city,
        area: 'شارع ٦٢، دار ١٤',
        landmark: 'قرب ساحة كهرمانة',
      },
      paymentInfo: { method: 'cod' },
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = ((await placed.json()) as { data: { id: string; trackingToken: string } }).data
  await page.context().close()
  const confirmed = await admin
    .context()
    .request.post(`/api/orders/${order.id}/actions`, { data: { action: 'confirm' }, headers })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  return order
}

/** The parcel's page on Al-Waseet's fake: the courier's driver presses `status`. */
async function courierMoves(page: Page, reference: string, status: string) {
  await page.goto(`${fakes!.base}/alwaseet/parcel/${reference}`)
  await page.getByRole('button', { name: status, exact: true }).click()
  await page.waitForURL(`${fakes!.base}/alwaseet/parcel/${reference}`)
}

/** The five-minute cron, as `npm run cron -- "*\/5 * * * *"` runs it. The parcel was last read
 * when it was made: it is marked read ten minutes ago, or the cron would leave it until then. */
async function runCourierCron(orderId: string) {
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString()
  await executeLocalD1(
    `${inject('e2eRunDir')}/courier-shipping`,
    `UPDATE shipments SET polled_at = '${tenMinutesAgo}' WHERE order_id = '${orderId}'`,
  )
  await fireCron(baseURL(), '*/5 * * * *')
}

/** The order's status, as its tracking link shows it. */
async function trackedStatus(page: Page, token: string) {
  const answer = await page.context().request.get(`/api/track/${token}`)
  return ((await answer.json()) as { data: { status: string } }).data.status
}

/** The order's status as its details show it (the first badge; the history's come after). */
const statusShown = (details: Locator) => details.locator('.status-badge').first().textContent()

const ORDERS_TAB = {
  ar: { filter: 'الزبون', view: 'عرض الطلب' },
  en: { filter: 'Customer', view: 'View order' },
}

/** Opens the order's details from the Orders tab, found by its id. */
async function openOrder(page: Page, orderId: string, language: 'ar' | 'en' = 'ar') {
  const texts = ORDERS_TAB[language]
  await page.goto('/admin/orders')
  await page.getByLabel(texts.filter, { exact: true }).fill(orderId)
  await page.getByRole('button', { name: `${texts.view} ${orderId.slice(-6)}` }).click()
  return page.getByRole('dialog')
}

describe('a cash-on-delivery parcel with Al-Waseet, in Arabic', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('is shipped from the dashboard, delivered by the courier, owed in Cash and settled by its statement', async () => {
    const admin = await adminPage(browser, 'ar')
    await switchOnAlWaseet(admin)
    const order = await confirmedCodOrder(browser, admin)

    // The owner ships it with the governorate's courier, preselected.
    let details = await openOrder(admin, order.id)
    const courier = details.getByRole('combobox', { name: 'شركة التوصيل' })
    expect(await courier.inputValue()).toBe('alwaseet')
    await details.getByRole('button', { name: 'اشحن مع الوسيط' }).click()
    await details.getByText('أُنشئت لدى الشركة').waitFor()
    await expect.poll(() => statusShown(details)).toBe('تم الشحن')
    const shipment = await admin.context().request.get(`/api/orders/${order.id}/shipment`)
    const { reference } = ((await shipment.json()) as { data: { shipment: { reference: string } } })
      .data.shipment
    // The courier's reference, which is also the order's tracking number now.
    await details.locator('.shipment-panel').getByText(reference, { exact: true }).waitFor()
    await details.getByText(reference, { exact: true }).nth(1).waitFor()

    // The courier's driver takes it out, then hands it over; the cron reads each step.
    const courierPage = await newPage(browser)
    await courierMoves(courierPage, reference, 'Out for delivery')
    await runCourierCron(order.id)
    await expect
      .poll(() => trackedStatus(courierPage, order.trackingToken))
      .toBe('out_for_delivery')
    await courierMoves(courierPage, reference, 'Delivered')
    await runCourierCron(order.id)
    await expect.poll(() => trackedStatus(courierPage, order.trackingToken)).toBe('delivered')

    details = await openOrder(admin, order.id)
    await expect.poll(() => statusShown(details)).toBe('تم التوصيل')
    const panel = details.locator('.shipment-panel')
    const panelSteps = panel.getByRole('list', { name: 'مراحل شركة التوصيل' }).getByRole('listitem')
    await expect.poll(() => panelSteps.count()).toBe(2)
    await panel.scrollIntoViewIfNeeded()
    await screenshot(admin, 'shipment-panel-ar', false)

    // The Cash view lists what Al-Waseet owes for it.
    await admin.goto('/admin/cash')
    const row = admin.getByRole('row').filter({ hasText: `#${order.id.slice(-6)}` })
    await row.waitFor()
    await admin.getByText('الوسيط').first().waitFor()

    // Al-Waseet pays its invoice; reading the statements settles the order.
    await courierPage.goto(`${fakes!.base}/alwaseet/parcel/${reference}`)
    await courierPage.getByRole('button', { name: 'Pay the delivered parcels (invoice)' }).click()
    await admin.getByRole('button', { name: 'اقرأ الكشوفات الآن' }).click()
    await admin.getByRole('status').filter({ hasText: 'قُرئت الكشوفات' }).waitFor()
    await expect.poll(() => row.count()).toBe(0)
    // "Show: settled" (the label wraps its select, whose choice is part of its name).
    await admin.getByRole('combobox', { name: /^عرض/ }).selectOption('yes')
    await admin
      .getByRole('row')
      .filter({ hasText: `#${order.id.slice(-6)}` })
      .waitFor()

    // The customer's tracking page names the courier and its steps, in both languages.
    for (const language of ['ar', 'en'] as const) {
      const shopper = await newPage(browser, TALL)
      await chooseLanguageBeforeLoad(shopper.context(), language)
      await shopper.goto(`/track/${order.trackingToken}`)
      const steps = shopper.locator('.courier-steps')
      await steps.getByText(reference).waitFor()
      await expect.poll(() => steps.getByRole('listitem').count()).toBe(2)
      // The steps, the courier's with them, at the top of a phone's screen.
      await screenshot(shopper, `tracking-courier-${language}`, false)
      await shopper.context().close()
    }
    const english = await adminPage(browser, 'en')
    const englishDetails = await openOrder(english, order.id, 'en')
    await englishDetails.locator('.shipment-panel').scrollIntoViewIfNeeded()
    await screenshot(english, 'shipment-panel-en', false)
    await english.context().close()
    await courierPage.context().close()
    await admin.context().close()
  })

  it('ships to a city the courier lists by another name once the owner picks its region by hand', async () => {
    const admin = await adminPage(browser, 'ar')
    const headers = { Origin: baseURL() }
    const request = admin.context().request
    const refreshed = await request.post('/api/admin/couriers/boxy/places/refresh', { headers })
    expect(refreshed.ok(), await refreshed.text()).toBe(true)
    // Karkh is a side of Baghdad, not one of the courier's Baghdad regions: it waits for the owner.
    const order = await confirmedCodOrder(browser, admin, 'karkh')
    const ship = () =>
      request.post(`/api/orders/${order.id}/shipment`, { data: { courier: 'boxy' }, headers })
    const refused = await ship()
    expect(refused.status()).toBe(422)
    expect(((await refused.json()) as { code: string }).code).toBe('COURIER_PLACE_UNMATCHED')

    await admin.goto('/admin/settings')
    const places = admin.locator('.courier-places').filter({ hasText: 'بوكسي' })
    await places.locator('summary').filter({ hasText: 'بغداد' }).click()
    const karkh = places.getByRole('listitem').filter({ hasText: 'الكرخ — بغداد' })
    // The choice starts in the courier's Baghdad: only the region is left to pick.
    const city = karkh.getByRole('combobox', { name: 'مدينة الشركة لـ الكرخ — بغداد' })
    expect(await city.locator('option:checked').textContent()).toBe('بغداد')
    await karkh
      .getByRole('combobox', { name: 'منطقة الشركة لـ الكرخ — بغداد' })
      .selectOption({ label: 'المنصور' })
    await karkh.getByRole('button', { name: 'حفظ' }).click()
    await expect.poll(() => karkh.count()).toBe(0)

    const shipped = await ship()
    expect(shipped.status(), await shipped.text()).toBe(200)
    // Boxy's parcel list names the province and region the parcel went to.
    const parcels = await (await request.get(`${fakes!.base}/boxy`)).text()
    expect(parcels).toContain('BGD / المنصور')
  })
})
