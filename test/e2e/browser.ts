// Debian's Chromium through playwright-core, with the flags this closed network needs, and
// screenshots of each screen for people to look at (test/artifacts/screenshots).
import { mkdirSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
const SCREENSHOTS = 'test/artifacts/screenshots'

export const baseURL = () => inject('baseURL')

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseURL(), locale: 'en-US' })
  return context.newPage()
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
}
