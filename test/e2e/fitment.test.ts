import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { sharedShop } from './own-shop'

sharedShop()

/** The saved language choice, set before the app reads it. */
async function inArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('bmp.language', JSON.stringify('ar')))
}

describe('fitment guide', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('finds compatible helmets and engine parts for a chosen Honda, and Reset clears everything', async () => {
    const page = await newPage(browser)
    await page.goto('/fitment-guide')
    const make = page.getByLabel('Make')
    const model = page.getByLabel('Model')
    const year = page.getByLabel('Year')
    const check = page.getByRole('button', { name: 'Check Compatibility' })

    await expect.poll(() => model.isDisabled()).toBe(true)
    expect(await year.isDisabled()).toBe(true)
    expect(await check.isDisabled()).toBe(true)

    await make.selectOption('Honda')
    await model.selectOption('CBR600RR')
    await year.selectOption('2020')
    await expect
      .poll(() => page.getByText('Selected vehicle: Honda CBR600RR 2020').isVisible())
      .toBe(true)
    await check.click()

    const results = page.getByRole('region', { name: 'Compatibility results' })
    await expect.poll(() => results.getByRole('article').count()).toBeGreaterThan(10)
    const compatible = results.getByRole('article').filter({ hasText: 'Compatible' })
    const helmets = compatible.filter({ hasText: 'Universal fit - all sizes available' })
    const engineParts = compatible.filter({ hasText: 'Confirmed fit for Honda CBR600RR 2020' })
    expect(await helmets.count()).toBeGreaterThan(0)
    expect(await engineParts.count()).toBeGreaterThan(0)
    expect(await engineParts.first().getByText('1 to 2 hours').isVisible()).toBe(true)
    await screenshot(page, 'fitment-results-en')

    // A part for another make is left for the team to verify.
    await make.selectOption('KTM')
    expect(await model.inputValue()).toBe('')
    expect(await year.isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Reset' }).click()
    expect(await make.inputValue()).toBe('')
    expect(await model.isDisabled()).toBe(true)
    expect(await results.count()).toBe(0)
    expect(await check.isDisabled()).toBe(true)
  })

  it('checks a part typed by name without choosing a bike', async () => {
    const page = await newPage(browser, PHONE)
    await page.goto('/fitment-guide')
    await page.getByLabel('Part name or number').fill('spark plug')
    await page.getByRole('button', { name: 'Check Compatibility' }).click()
    const cards = page.getByRole('region', { name: 'Compatibility results' }).getByRole('article')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    expect(await cards.first().innerText()).toMatch(/spark plug/i)
    expect(
      await cards
        .first()
        .getByText('Please verify compatibility with our technical team')
        .isVisible(),
    ).toBe(true)
    await screenshot(page, 'fitment-results-en')
  })

  it('marks a part whose fitment list leaves the bike out Not Compatible, and a listed one Compatible', async () => {
    const page = await newPage(browser)
    await page.goto('/fitment-guide')
    await page.getByLabel('Make').selectOption('Honda')
    await page.getByLabel('Model').selectOption('CBR600RR')
    await page.getByLabel('Year').selectOption('2015')
    await page.getByLabel('Part category').selectOption('braking')
    await page.getByRole('button', { name: 'Check Compatibility' }).click()
    const results = page.getByRole('region', { name: 'Compatibility results' })
    const card = (name: string) => results.getByRole('article').filter({ hasText: name })
    // Its rows name the ZX-6R and Z900 only; the sintered pads list the CBR600RR 2007-2020.
    await card('Braided Stainless Brake Lines').getByText('Not Compatible').waitFor()
    expect(
      await card('Braided Stainless Brake Lines')
        .getByText('Not listed for your motorcycle')
        .count(),
    ).toBe(1)
    expect(
      await card('Sintered Front Brake Pads').getByText('Compatible').first().isVisible(),
    ).toBe(true)
    await page.context().close()
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows every tab and the support blocks at ${viewport.width}px in English`, async () => {
      const page = await newPage(browser, viewport)
      await page.goto('/fitment-guide')
      await page.getByRole('tab', { name: 'Search' }).waitFor()
      // The popular models come with the vehicle list (GET /api/vehicles).
      await expect.poll(() => page.getByText('Fully Supported').count()).toBe(5)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Expert Support' }).isVisible())
        .toBe(true)
      await expect
        .poll(() =>
          page.getByRole('main').getByRole('link', { name: '+964 770 123 4567' }).isVisible(),
        )
        .toBe(true)
      await screenshot(page, 'fitment-search-en')
      await page.getByRole('tab', { name: 'Guide' }).click()
      expect(await page.getByText('15 to 30 minutes').isVisible()).toBe(true)
      await screenshot(page, 'fitment-guide-en')
      await page.getByRole('tab', { name: 'Database' }).click()
      await expect
        .poll(() =>
          page.getByRole('heading', { name: /^(Honda|Yamaha|Kawasaki|Suzuki|KTM|BMW) / }).count(),
        )
        .toBe(6)
      await screenshot(page, 'fitment-database-en')
    })

    it(`reads right to left in Arabic at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport)
      await inArabic(page)
      await page.goto('/fitment-guide')
      await page.getByRole('heading', { name: 'دليل توافق قطع الدراجات النارية' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      await page.getByLabel('الشركة المصنّعة').selectOption('Yamaha')
      await page.getByLabel('الطراز').selectOption('YZF-R1')
      await page.getByLabel('سنة الصنع').selectOption('2019')
      await page.getByRole('button', { name: 'تحقق من التوافق' }).click()
      await expect
        .poll(() => page.getByText('توافق مؤكد مع Yamaha YZF-R1 2019').count())
        .toBeGreaterThan(0)
      await screenshot(page, 'fitment-results-ar')
      // The custom-fitment steps are numbered ١. ٢. ٣., in the page's digits.
      expect(
        await page
          .locator('.fit-custom__steps')
          .evaluate((list) => getComputedStyle(list).listStyleType),
      ).toBe('arabic-indic')
      await page.getByRole('tab', { name: 'الدليل' }).click()
      await screenshot(page, 'fitment-guide-ar')
      await page.getByRole('tab', { name: 'قاعدة البيانات' }).click()
      await screenshot(page, 'fitment-database-ar')
    })
  }
})
