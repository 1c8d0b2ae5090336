import { chromium } from 'playwright-core'
import { mkdtempSync } from 'node:fs'
import { startShop } from './helpers/shop-server'
const shop = await startShop(mkdtempSync('/tmp/prof-'))
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
})
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(shop.baseURL + (process.argv[2] ?? '/'))
await page
  .getByRole('article')
  .first()
  .waitFor()
  .catch(() => {})
await page.waitForTimeout(3000)
const { profile } = await cdp.send('Profiler.stop')
const self = new Map<string, number>()
const dt = profile.timeDeltas!
const idx = new Map(profile.nodes.map((n, i) => [n.id, n]))
const counts = new Map<number, number>()
profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
for (const [id, t] of counts) {
  const n = idx.get(id)!
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
  self.set(k, (self.get(k) ?? 0) + t)
}
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`)
    .join('\n'),
)
await browser.close()
await shop.stop()
