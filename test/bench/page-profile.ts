// `npm run bench:page-profile [-- --page home|product|checkout] [-- --language en|ar]
// [-- --loads 3] [-- --assets DIR] [-- --callers-of NAME] [-- --under NAME]`: where a page's
// script time goes, from Chromium's own CPU profiler, not a guess. A shop serves the build in DIR (best a
// `vite build --minify false` one, so functions keep their names), the page is opened once (its
// files cached, as on a shopper's second visit), then reloaded `loads` times at Lighthouse's 4×
// CPU slowdown with V8 sampling every 100 µs. Prints, per load: the functions that ran longest
// themselves, the longest including what they called, and the components and hooks whose calls
// of NAME took the time (default i18next's `fixedT`, the `t` of every text: it found that home
// spent a fifth of React's work in it), and with `--under NAME` the components and hooks whose own
// work ran inside NAME (`performSyncWorkOnRoot`: what a re-render forced to run at once drew; on
// home, the catalogue's head and the analytics card, not the cards). Figures are not appended to
// docs/benchmarks.md: the profiler slows the page, so they compare only with each other.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { startShop } from '../helpers/shop-server'

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'home' },
    language: { type: 'string', default: 'en' },
    loads: { type: 'string', default: '3' },
    assets: { type: 'string' },
    'callers-of': { type: 'string', default: 'fixedT' },
    under: { type: 'string' },
  },
})
const PAGES: Record<string, { path: string; ready: string }> = {
  home: { path: '/', ready: '.product-card >> nth=23' },
  product: { path: '/product/1001', ready: '.purchase .btn-primary' },
  checkout: { path: '/checkout', ready: 'main form' },
}
const page = PAGES[values.page]
if (!page) throw new Error(`--page is one of ${Object.keys(PAGES).join(', ')}`)
const LOADS = Number(values.loads)
const DEMO = { email: 'demo@shop.test', password: 'demo12345' }

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const shop = await startShop(mkdtempSync(join(tmpdir(), 'page-profile-')), {
  assetsDir: values.assets,
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
// Lighthouse's phone.
const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
await context.addInitScript((language) => {
  localStorage.setItem('bmp.language', JSON.stringify(language))
}, values.language)
const tab = await context.newPage()
if (values.page === 'checkout') {
  await tab.request.post(`${shop.baseURL}/api/auth/login`, {
    data: DEMO,
    headers: { Origin: shop.baseURL },
  })
  await tab.goto(`${shop.baseURL}/product/1008`)
  await tab.locator('.purchase .btn-primary').click()
}
await tab.goto(`${shop.baseURL}${page.path}`)
await tab.locator(page.ready).waitFor()

const cdp = await context.newCDPSession(tab)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })

const self = new Map<string, number>()
const inclusive = new Map<string, number>()
const callers = new Map<string, number>()
const under = new Map<string, number>()
const isComponentOrHook = (node: ProfileNode) => /^([A-Z]|use)/.test(node.callFrame.functionName)
const add = (totals: Map<string, number>, key: string, ms: number) =>
  totals.set(key, (totals.get(key) ?? 0) + ms)
const nameOf = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${String(f.lineNumber)}`
// Playwright's own script (waiting for `ready`) runs in the page too, from no file of the shop's.
const isPlaywright = (node: ProfileNode) =>
  node.callFrame.url === '' && /^(_?query|evaluate|InjectedScript|_cached)/.test(nameOf(node))

for (let load = 0; load < LOADS; load++) {
  await cdp.send('Profiler.start')
  await tab.reload()
  await tab.locator(page.ready).waitFor()
  await tab.waitForTimeout(1500) // the effects, requests and renders after the page shows
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const stack: ProfileNode[] = []
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at)
      if (node) stack.push(node)
    }
    if (stack.some(isPlaywright)) return
    const [leaf] = stack
    if (leaf) add(self, nameOf(leaf), ms)
    for (const name of new Set(stack.map(nameOf))) add(inclusive, name, ms)
    // The nearest component or hook above the function asked about.
    const asked = stack.findIndex((node) => node.callFrame.functionName === values['callers-of'])
    const caller = stack.slice(asked + 1).find(isComponentOrHook)
    if (asked >= 0 && caller) add(callers, caller.callFrame.functionName, ms)
    // The innermost component or hook below the function asked about (React's own work between
    // them counts to it too).
    const within = stack.findIndex((node) => node.callFrame.functionName === values.under)
    const inner = within >= 0 ? stack.slice(0, within).find(isComponentOrHook) : undefined
    if (inner) add(under, inner.callFrame.functionName, ms)
  })
}

const top = (title: string, totals: Map<string, number>, count: number) => {
  console.log(`\n${title} (ms a load at 4× slowdown, mean of ${String(LOADS)})`)
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${(ms / LOADS).toFixed(1).padStart(8)}  ${name}`)
}
console.log(`${values.page} (${values.language}), ${values.assets ?? 'web/dist'}`)
top('Longest by themselves', self, 30)
top('Longest with what they called', inclusive, 40)
top(`Components and hooks calling ${values['callers-of']}`, callers, 20)
if (values.under) top(`Components and hooks whose work ran under ${values.under}`, under, 20)
await browser.close()
await shop.stop()
