import { chromium } from 'playwright-core'
import { mkdtempSync } from 'node:fs'
import { startShop } from './helpers/shop-server'
const shop = await startShop(mkdtempSync('/tmp/dbg-'))
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
})
const page = await browser.newPage()
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
page.on('request', (r) => console.log('REQ', r.url().slice(-60)))
await page.goto(shop.baseURL + '/').catch((e) => console.log('goto', e.message))
await page.waitForTimeout(4000)
console.log((await page.locator('body').innerText()).slice(0, 300))
await browser.close()
await shop.stop()
