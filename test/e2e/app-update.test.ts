// A new deploy while a shopper has the shop open: the waiting service worker is offered as
// "A new version of the shop is ready." and Reload switches to it. This file's shop serves a copy
// of web/dist, so that changing sw.js (the deploy) touches nothing the other files serve.
import { appendFileSync, cpSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { ownShop } from './own-shop'

const ASSETS = `${inject('e2eRunDir')}/update-dist`

// Hooks run in the order they are declared: the copy is there before the shop starts.
beforeAll(() => cpSync('web/dist', ASSETS, { recursive: true }))
ownShop({ assetsDir: ASSETS })

const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      controlled: !!navigator.serviceWorker.controller,
      waiting: !!registration?.waiting,
    }
  })

describe('a new version of the shop', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('is offered with Reload once it is ready, Later hides the offer, and Reload switches to it', async () => {
    const page = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' })
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    await expect
      .poll(async () => (await workerState(page)).controlled, { timeout: 20_000 })
      .toBe(true)
    const prompt = page.getByRole('region', { name: 'Shop update' })
    expect(await prompt.count()).toBe(0)

    // The deploy: a changed sw.js on the server; the open page checks for it (hourly in real use).
    appendFileSync(`${ASSETS}/sw.js`, '\n// the next deploy\n')
    await expect
      .poll(
        async () => {
          await page.evaluate(async () =>
            (await navigator.serviceWorker.getRegistration())?.update(),
          )
          return (await workerState(page)).waiting
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true)
    await prompt.getByText('A new version of the shop is ready.').waitFor()
    await screenshot(page, 'update-prompt-en', false)
    await page.setViewportSize(PHONE)
    await screenshot(page, 'update-prompt-en', false)
    await page.setViewportSize(DESKTOP)

    await prompt.getByRole('button', { name: 'Later' }).click()
    expect(await prompt.count()).toBe(0)
    await page.reload()
    await page.getByRole('article').first().waitFor()
    // Still waiting (the shopper said later), so the offer comes back on the next visit; in Arabic.
    await prompt.getByText('A new version of the shop is ready.').waitFor()
    await page.getByRole('button', { name: 'Switch language to العربية' }).click()
    const arabicPrompt = page.getByRole('region', { name: 'تحديث المتجر' })
    await arabicPrompt.getByText('نسخة جديدة من المتجر جاهزة.').waitFor()
    await screenshot(page, 'update-prompt-ar', false)
    await page.setViewportSize(PHONE)
    await screenshot(page, 'update-prompt-ar', false)
    await page.setViewportSize(DESKTOP)

    await Promise.all([
      page.waitForEvent('load'),
      arabicPrompt.getByRole('button', { name: 'إعادة التحميل' }).click(),
    ])
    await page.getByRole('article').first().waitFor()
    await expect.poll(async () => (await workerState(page)).waiting).toBe(false)
    expect(await arabicPrompt.count()).toBe(0)
    expect((await workerState(page)).controlled).toBe(true)
  })
})
