// Online payments in the browser, in Arabic, against the local fakes of the providers
// (test/helpers/payment-fakes.ts, the same `npm start` runs): a card order paid on Qi Card's
// hosted page is confirmed; a declined one is switched to cash on delivery from the payment page;
// a ZainCash order is paid in the wallet's page; the FIB payment page shows its QR code, readable
// code and app link.
import type { Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSettings, servePaymentFakes } from '../helpers/payment-fakes'
import { DESKTOP, launch, newPage, PHONE, screenshot, screenshotWidths } from './browser'
import { baseURL, ownShop } from './own-shop'
import { chooseLanguageBeforeLoad, signInByApi } from './shop'

let fakes: { base: string; server: Server } | undefined
beforeAll(async () => {
  // Webhooks go to this file's shop, which starts after the fakes.
  fakes = await servePaymentFakes(0, baseURL)
})
afterAll(() => {
  fakes?.server.close()
})
ownShop({ vars: () => fakeSettings(fakes!.base) })

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

/** A new customer, signed in, shopping in Arabic, with one part in the cart, at checkout. */
async function arabicCheckout(browser: Browser): Promise<Page> {
  const page = await newPage(browser, PHONE)
  await chooseLanguageBeforeLoad(page.context(), 'ar')
  const account = {
    email: `payer${Date.now()}${Math.floor(Math.random() * 1000)}@example.iq`,
    password: 'ride-safe-2026',
    firstName: 'زينب',
    lastName: 'كريم',
  }
  const registered = await page.context().request.post('/api/auth/register', { data: account })
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()}`)
  await page.goto('/product/1005')
  await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
  await page.goto('/checkout')
  await page.getByLabel('رقم الموبايل').fill('0770 555 9876')
  await page.getByLabel('المحافظة').selectOption('baghdad')
  await page.getByLabel('المدينة أو القضاء').selectOption('karrada')
  await page.getByLabel('المنطقة / الحي').fill('شارع 62')
  return page
}

/** The signed-in shopper's newest order, from the API. */
async function newestOrder(page: Page) {
  const me = await (await page.context().request.get('/api/auth/me')).json()
  const orders = await (await page.context().request.get(`/api/orders/${me.data.id}`)).json()
  return orders.data[0]
}

describe('online payments', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('offers cash on delivery first and selected, then the methods that can take money', async () => {
    const page = await arabicCheckout(browser)
    const radios = page.getByRole('radio')
    expect(await radios.count()).toBe(4)
    expect(await radios.first().isChecked()).toBe(true)
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).waitFor()
    await page.getByRole('radio', { name: /مصرف العراق الأول/ }).waitFor()
    await page.getByRole('radio', { name: /زين كاش/ }).waitFor()
    await page.getByRole('radio', { name: /بطاقة ائتمان/ }).waitFor()
    // PayPal has its (fake) provider but starts switched off in Settings: not offered.
    expect(await page.getByRole('radio', { name: /باي بال/ }).count()).toBe(0)
    await page.context().close()
  })

  it('pays a card order in Arabic on the hosted page and sees it confirmed', async () => {
    const page = await arabicCheckout(browser)
    await page.getByRole('radio', { name: /بطاقة ائتمان/ }).check()
    await page.getByRole('button', { name: /تأكيد الطلب/ }).click()
    await page.waitForURL(/\/pay\//)
    await page.getByText('ستُدخل بطاقتك في صفحة كي كارد الآمنة', { exact: false }).waitFor()
    // The shopper waits for the provider that takes the money, named ("the bank" said nothing).
    await page.getByText('يُؤكَّد طلبك فور تأكيد كي كارد استلام دفعتك.', { exact: false }).waitFor()
    expect(await page.locator('.status-awaiting_payment').innerText()).toBe('بانتظار الدفع')
    const amountLabel = page.locator('.payment-card .grand dt')
    expect(await amountLabel.innerText()).toBe('المبلغ المطلوب')
    await screenshot(page, 'pay-card-ar')
    await page.getByRole('link', { name: 'ادفع بالبطاقة' }).click()

    // Qi Card's page (the local fake), in Arabic, right to left.
    await page.waitForURL(/\/qi\/form\//)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await screenshot(page, 'pay-card-hosted-ar')
    await page.getByRole('button', { name: 'ادفع', exact: true }).click()

    // Back in the shop: confirmed because the server asked Qi Card, not because we came back.
    await page.waitForURL(/\/pay\//)
    await page.getByText('تم استلام الدفع. طلبك مؤكد.').waitFor()
    // Paid: the page says what was paid ("Amount to pay" beside "Payment received" read as owed).
    expect(await amountLabel.innerText()).toBe('المبلغ المدفوع')
    expect(await page.locator('.tracking-head .muted').innerText()).toBe('الدفع')
    await screenshot(page, 'pay-card-paid-ar')
    const order = await newestOrder(page)
    expect(order).toMatchObject({ status: 'confirmed', paymentInfo: { method: 'card' } })

    // The dashboard's payment panel shows the payment and its events, in the admin's language.
    for (const [language, method, paid] of [
      [
        'en',
        'Card (Visa, Mastercard, local cards) through Qi Card',
        'Paid (verified with the provider)',
      ],
      [
        'ar',
        'البطاقة (فيزا، ماستركارد، البطاقات المحلية) عبر كي كارد',
        'مدفوع (تم التحقق لدى مزوّد الدفع)',
      ],
    ] as const) {
      const admin = await newPage(browser, DESKTOP)
      await chooseLanguageBeforeLoad(admin.context(), language)
      await signInByApi(admin, ADMIN)
      await admin.goto('/admin/orders')
      const view = language === 'en' ? 'View order' : 'عرض الطلب'
      await admin.getByRole('button', { name: `${view} ${order.id.slice(-6)}` }).click()
      const panel = admin.getByLabel(language === 'en' ? 'Payments' : 'المدفوعات')
      await panel.getByText(method).waitFor()
      await panel.getByText(paid).first().waitFor()
      await screenshotWidths(admin, `admin-payment-panel-${language}`, panel)
      await admin.goto('/admin/settings')
      await admin
        .getByRole('heading', { name: language === 'en' ? 'Payment methods' : 'طرق الدفع' })
        .waitFor()
      await screenshotWidths(admin, `admin-payment-settings-${language}`)
      await admin.context().close()
    }

    // The shop cancels the paid order: its money goes back, and the shopper is told so, not
    // "not paid: try again" with a Try again the server would refuse.
    const admin = await newPage(browser, DESKTOP)
    await signInByApi(admin, ADMIN)
    const cancelled = await admin.context().request.put(`/api/orders/${String(order.id)}`, {
      data: { status: 'cancelled' },
      headers: { Origin: baseURL() },
    })
    expect(cancelled.status()).toBe(200)
    await admin.context().close()
    await page.reload()
    await page.getByText(/^أُلغي طلبك(، وأُعيد إليك|\. يجري إرجاع) المبلغ الذي دفعته/).waitFor()
    expect(await page.getByRole('button', { name: 'حاول مجدداً' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /ادفع نقداً عند الاستلام/ }).count()).toBe(0)
    await screenshot(page, 'pay-card-refunded-ar')
    await page.goto('/orders')
    await page.getByRole('link', { name: 'عرض ما جرى للدفع' }).waitFor()
    expect(await page.getByText('لم يُدفع').count()).toBe(0)
    await page.context().close()
  })

  it('declines on the hosted page, then switches the order to cash on delivery', async () => {
    const page = await arabicCheckout(browser)
    await page.getByRole('radio', { name: /بطاقة ائتمان/ }).check()
    await page.getByRole('button', { name: /تأكيد الطلب/ }).click()
    await page.waitForURL(/\/pay\//)
    await page.getByRole('link', { name: 'ادفع بالبطاقة' }).click()
    await page.waitForURL(/\/qi\/form\//)
    await page.getByRole('button', { name: 'رفض', exact: true }).click()

    await page.waitForURL(/\/pay\//)
    await page.getByText('لم يتم الدفع، ولم يُسجَّل طلبك.', { exact: false }).waitFor()
    await screenshot(page, 'pay-card-declined-ar')
    expect((await newestOrder(page)).status).toBe('cancelled')
    await page.getByRole('button', { name: /ادفع نقداً عند الاستلام بدلاً من ذلك/ }).click()
    await page.getByText('ستدفع نقداً عند الاستلام. سنتصل بك لتأكيد طلبك.').waitFor()
    const order = await newestOrder(page)
    expect(order).toMatchObject({ status: 'pending', paymentInfo: { method: 'cod' } })
    await page.context().close()
  })

  it('pays a ZainCash order in Arabic in the wallet page and comes back with its signed token', async () => {
    const page = await arabicCheckout(browser)
    await page.getByRole('radio', { name: /زين كاش/ }).check()
    await page.getByRole('button', { name: /تأكيد الطلب/ }).click()
    await page.waitForURL(/\/pay\//)
    await screenshot(page, 'pay-zaincash-ar')
    await page.getByText('يُؤكَّد طلبك فور تأكيد زين كاش استلام دفعتك.', { exact: false }).waitFor()
    await page.getByRole('link', { name: 'ادفع عبر زين كاش' }).click()
    await page.waitForURL(/\/zaincash\/pay\//)
    await page.getByRole('button', { name: 'ادفع', exact: true }).click()
    // Back with ?zaincash=success&token=<JWT>: the server verifies it and asks ZainCash.
    await page.waitForURL(/zaincash=success/)
    await page.getByText('تم استلام الدفع. طلبك مؤكد.').waitFor()
    const order = await newestOrder(page)
    expect(order).toMatchObject({ status: 'confirmed', paymentInfo: { method: 'zaincash' } })
    await page.context().close()
    // The dashboard names the wallet once ("ZainCash through ZainCash" said it twice).
    const admin = await newPage(browser, DESKTOP)
    await chooseLanguageBeforeLoad(admin.context(), 'ar')
    await signInByApi(admin, ADMIN)
    await admin.goto('/admin/orders')
    await admin.getByRole('button', { name: `عرض الطلب ${order.id.slice(-6)}` }).click()
    const method = admin
      .getByLabel('المدفوعات')
      .locator('dt', { hasText: 'الطريقة' })
      .locator('+ dd')
    expect(await method.first().innerText()).toBe('زين كاش')
    await admin.context().close()
  })

  it.each(['ar', 'en'] as const)(
    'shows the FIB payment page with its QR code, code and app link (%s)',
    async (language) => {
      const page = await newPage(browser, PHONE)
      await chooseLanguageBeforeLoad(page.context(), language)
      await signInByApi(page)
      const placed = await page.context().request.post('/api/orders', {
        // A signed-in write carries its Origin, as the browser sends it.
        headers: { Origin: baseURL() },
        data: {
          items: [{ id: 1005, quantity: 1 }],
          shippingInfo: {
            firstName: 'Ali',
            lastName: 'Hassan',
            email: 'demo@shop.test',
            phone: '0771 234 5678',
            governorate: 'baghdad',
            city: 'Karrada',
            area: 'Street 52',
            landmark: '',
          },
          paymentInfo: { method: 'fib' },
        },
      })
      expect(placed.status()).toBe(201)
      const order = (await placed.json()).data
      await page.goto(`/pay/${order.trackingToken}`)
      await page.locator('.fib-qr').waitFor()
      await page
        .locator('.fib-code')
        .getByText(/^FIB-\d{6}$/)
        .waitFor()
      const app = page.getByRole('link', {
        name: language === 'ar' ? 'افتح تطبيق FIB' : 'Open FIB app',
      })
      expect(await app.getAttribute('href')).toContain('/fib/app/pay/')
      await page
        .getByText(
          language === 'ar'
            ? 'يُؤكَّد طلبك فور تأكيد مصرف العراق الأول استلام دفعتك.'
            : 'Your order is confirmed as soon as FIB confirms the payment to us.',
          { exact: false },
        )
        .waitFor()
      await screenshot(page, `pay-fib-${language}`)
      await screenshotWidths(page, `pay-fib-${language}`)
      // The shop cancels it: nothing was paid, nothing to refund.
      const admin = await newPage(browser, DESKTOP)
      await signInByApi(admin, ADMIN)
      const cancelled = await admin.context().request.put(`/api/orders/${order.id}`, {
        data: { status: 'cancelled' },
        headers: { Origin: baseURL() },
      })
      expect(cancelled.status()).toBe(200)
      await admin.context().close()
      await page.context().close()
    },
  )
})
