// The cash-on-delivery loop in the browser: a shopper orders in Arabic with an Iraqi address and
// a mobile number in Arabic-Indic digits, anyone with the tracking link follows the order without
// signing in, and sees it confirmed once an admin confirms it in the dashboard.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { baseURL, ownShop } from './own-shop'
import { chooseLanguageBeforeLoad, signInByApi } from './shop'

ownShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

/** A new customer, signed in, shopping in Arabic. */
async function arabicShopper(browser: Browser, viewport = PHONE): Promise<Page> {
  const page = await newPage(browser, viewport)
  await chooseLanguageBeforeLoad(page.context(), 'ar')
  const account = {
    email: `rider${Date.now()}@example.iq`,
    password: 'ride-safe-2026',
    firstName: 'حيدر',
    lastName: 'جبار',
  }
  const registered = await page.context().request.post('/api/auth/register', { data: account })
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()}`)
  return page
}

describe('cash on delivery, followed by its tracking link', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('orders in Arabic with an Iraqi address; a fresh browser follows it to its confirmation', async () => {
    const page = await arabicShopper(browser)
    // A helmet in size L: wherever the order is listed, its size follows its name after the
    // Arabic comma. A middle dot beside Arabic-Indic digits reads as their zero.
    await page.goto('/product/1001')
    await page.getByRole('radio', { name: 'L', exact: true }).click()
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
    await page.goto('/checkout')
    expect(await page.locator('.summary-lines li').first().innerText()).toContain('، L × ١')
    expect(await page.locator('main').innerText()).not.toContain('·')

    // Basra is outside Baghdad: the summary says which delivery fee it charges.
    await page.getByLabel('رقم الموبايل').fill('٠٧٧٠ ٥٥٥ ١٢٣٤')
    await page.getByLabel('المحافظة').selectOption('basra')
    await page.getByText('التوصيل إلى المحافظات الأخرى').waitFor()
    // The tax rate in the digits of the amounts beside it.
    await page.getByText('الضريبة (٨٪)', { exact: true }).waitFor()
    // The city is one of Basra's, named in Arabic.
    const city = page.getByLabel('المدينة أو القضاء')
    expect(await city.locator('option:not([disabled])').allTextContents()).toEqual([
      'البصرة',
      'الزبير',
      'أبو الخصيب',
      'القرنة',
      'شط العرب',
      'الفاو',
      'المدينة',
      'أم قصر',
    ])
    await city.selectOption({ label: 'الزبير' })
    await page.getByLabel('المنطقة / الحي').fill('شارع الكورنيش')
    await page.getByLabel('أقرب نقطة دالة').fill('قرب ساعة سورين')
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check()
    await screenshot(page, 'cod-checkout-ar')
    await page.getByRole('button', { name: /تأكيد الطلب/ }).click()
    await page.waitForURL(/\/orders$/)

    const me = await (await page.context().request.get('/api/auth/me')).json()
    const orders = await (await page.context().request.get(`/api/orders/${me.data.id}`)).json()
    const order = orders.data[0]
    expect(order.status).toBe('pending')
    expect(order.shippingInfo).toMatchObject({
      phone: '+964 770 555 1234',
      governorate: 'basra',
      city: 'zubair',
      area: 'شارع الكورنيش',
      landmark: 'قرب ساعة سورين',
    })
    const number = order.id.slice(-6)

    // My Orders offers the tracking link, and a one-tap WhatsApp share of it.
    const card = page.getByRole('article', { name: `الطلب رقم ${number}` })
    // Right after checkout the new order points its tracking link out.
    await card.getByText('شاركه عبر واتساب مع من سيستلمه', { exact: false }).waitFor()
    // Its line's quantity is written in the page's digits, like its prices.
    expect(await card.locator('.order-items li').first().innerText()).toContain('، L × ١')
    expect(await page.locator('main').innerText()).not.toContain('·')
    await screenshot(page, 'cod-orders-placed-ar')
    const whatsapp = card.getByRole('link', { name: 'مشاركة عبر واتساب' })
    const shared = new URL((await whatsapp.getAttribute('href'))!)
    expect(shared.origin + shared.pathname).toBe('https://wa.me/')
    const link = `${baseURL()}/track/${order.trackingToken}`
    expect(shared.searchParams.get('text')).toContain(link)
    expect(await card.getByRole('link', { name: 'تتبّع الطلب' }).getAttribute('href')).toBe(
      `/track/${order.trackingToken}`,
    )

    // Someone else, never signed in, opens the link.
    const stranger = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(stranger.context(), 'ar')
    await stranger.goto(link)
    await stranger.getByRole('heading', { name: `الطلب رقم ${number}` }).waitFor()
    await stranger.getByText('سنتصل بك لتأكيد طلبك.').waitFor()
    await stranger.getByText('الزبير، البصرة').waitFor()
    expect(await stranger.locator('.order-items li').first().innerText()).toContain('، L × ١')
    expect(await stranger.locator('main').innerText()).not.toContain('·')
    const before = await stranger.locator('main').innerText()
    for (const personal of ['+964', '555', 'شارع الكورنيش', 'ساعة سورين', 'حيدر', me.data.email])
      expect(before).not.toContain(personal)
    expect(await stranger.locator('.tracking-step.step-confirmed.done').count()).toBe(0)
    await screenshot(stranger, 'tracking-pending-ar')

    // The admin confirms it from the order's details in the dashboard.
    const admin = await newPage(browser, DESKTOP)
    await signInByApi(admin, ADMIN)
    await admin.goto('/admin/orders')
    await admin.getByRole('button', { name: `View order ${number}` }).click()
    const details = admin.getByRole('dialog', { name: `Order #${number}` })
    await details.getByRole('button', { name: 'Confirm', exact: true }).click()
    await details.getByText(`Dashboard · ${ADMIN.email}`).waitFor()
    await screenshot(admin, 'dashboard-order-timeline')
    // In Arabic, who did it follows the channel after the Arabic comma.
    const arabicAdmin = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(arabicAdmin.context(), 'ar')
    await signInByApi(arabicAdmin, ADMIN)
    await arabicAdmin.goto('/admin/orders')
    await arabicAdmin.getByRole('button', { name: `عرض الطلب ${number}` }).click()
    await arabicAdmin
      .getByRole('dialog', { name: `الطلب #${number}` })
      .getByText(`لوحة الإدارة، ${ADMIN.email}`)
      .waitFor()
    await arabicAdmin.context().close()

    // The tracking page shows the confirmation (it refreshes itself; a reload is quicker).
    await stranger.reload()
    await stranger.locator('.tracking-step.step-confirmed.done').waitFor()
    await stranger.getByText('نقوم بتجهيز طلبك.').waitFor()
    await screenshot(stranger, 'tracking-confirmed-ar')

    // A wrong link shows no order.
    await stranger.goto(`/track/${order.trackingToken.slice(0, -2)}xx`)
    await stranger
      .getByRole('alert')
      .getByText('لا يوجد طلب بهذا الرابط', { exact: false })
      .waitFor()
  })

  it('writes a delivery over the free threshold as free on My Orders and in the dashboard, as the checkout did', async () => {
    const page = await arabicShopper(browser)
    const request = page.context().request
    const catalogue = (await (await request.get('/api/products?limit=100')).json()) as {
      data: { id: number; price: number; sizes: string[]; stock: number }[]
    }
    const dear = catalogue.data.find((p) => p.price >= 150_000 && !p.sizes.length && p.stock > 5)!
    const placed = await request.post('/api/orders', {
      headers: { Origin: baseURL() },
      data: {
        items: [{ id: dear.id, quantity: 1 }],
        shippingInfo: {
          firstName: 'حيدر',
          lastName: 'جبار',
          email: 'haidar@example.iq',
          phone: '+964 770 444 1234',
          governorate: 'basra',
          city: 'zubair',
          area: 'شارع الكورنيش',
        },
        paymentInfo: { method: 'cod' },
      },
    })
    expect(placed.status()).toBe(201)
    const { id, totals } = (
      (await placed.json()) as { data: { id: string; totals: { shipping: number } } }
    ).data
    expect(totals.shipping).toBe(0)
    await page.goto('/orders')
    const card = page.getByRole('article', { name: `الطلب رقم ${id.slice(-6)}` })
    const shipping = card.locator('.order-facts div', { hasText: 'الشحن' }).locator('dd')
    expect(await shipping.innerText()).toBe('مجاني')
    await page.context().close()

    // And so do the owner's order details.
    const admin = await newPage(browser, DESKTOP)
    await signInByApi(admin, ADMIN)
    await admin.goto('/admin/orders')
    await admin.getByRole('button', { name: `View order ${id.slice(-6)}` }).click()
    const details = admin.getByRole('dialog', { name: `Order #${id.slice(-6)}` })
    const fee = details
      .locator('.totals dt', { hasText: 'Shipping' })
      .locator('xpath=following-sibling::dd[1]')
    expect(await fee.innerText()).toBe('Free')
    await admin.context().close()
  })

  it('asks before a new tracking link replaces the one the shopper may have shared', async () => {
    const page = await newPage(browser, DESKTOP)
    await signInByApi(page)
    await page.goto('/orders')
    const order = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Track order' }) })
      .first()
    const track = order.getByRole('link', { name: 'Track order' })
    const shared = await track.getAttribute('href')
    const renew = order.getByRole('button', { name: 'New tracking link' })

    // Kept: nothing changes, and the focus comes back to the button.
    await renew.click()
    const question = order.getByRole('group', { name: /The link you have now stops working/ })
    await question.waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep this link')
    await question.getByRole('button', { name: 'Keep this link' }).click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('New tracking link')
    expect(await track.getAttribute('href')).toBe(shared)

    // Replaced: a new link, and the old one shows no order.
    await renew.click()
    await question.getByRole('button', { name: 'Make a new link' }).click()
    await order.getByText('Done: the link above is new').waitFor()
    await expect.poll(() => track.getAttribute('href')).not.toBe(shared)
    await page.goto(shared ?? '/track/none')
    await page
      .getByRole('alert')
      .getByText('No order has this tracking link', { exact: false })
      .waitFor()
  })
})
