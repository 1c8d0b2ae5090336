// Debian's Chromium through playwright-core, with the flags this closed network needs, and
// screenshots of each screen for people to look at (test/artifacts/screenshots).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core'
import { onTestFinished } from 'vitest'
import { getCurrentTest } from 'vitest/suite'
import { baseURL } from './own-shop'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
const SCREENSHOTS = 'test/artifacts/screenshots'

/** This file's private network: files that share a shop never share a rate limit's counter. */
const network = randomBytes(4)
  .toString('hex')
  .replace(/(.{4})(?!$)/g, '$1:')
let contexts = 0
/** A private /64 per browser context, in this file's network: the limits count an IPv6 client by
 * its /64 (worker/domain/client-network.ts). */
export const clientAddress = () => `fd00:${network}:${(++contexts).toString(16)}::1`

/** Debian's headless build of Chromium when installed: the same engine without the full browser's
 * compositor, for about a third less CPU on a 2-CPU machine; else the full Chromium. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** The page's console lines about a Content-Security-Policy, from now on. */
export function cspViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text())
  })
  return seen
}

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
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
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => retryResets(await newContext(options))
  return browser
}

/**
 * `wrangler dev` (workerd's HTTP server) closes a connection left idle for 5 s without saying so
 * beforehand, and Playwright's API calls keep connections alive with no limit of their own: a call
 * sent on one just as workerd closes it meets a reset before the shop has read it (measured: 5 of
 * 26 calls sent 4,980 to 5,004 ms after the one before; Chromium retries such a request itself,
 * Playwright's API calls only when asked). Every context's API calls may retry it: Playwright
 * retries a reset only (ECONNRESET), which here means a request never read, so a POST too.
 *
 * Why the cause stays: workerd drops the Keep-Alive and Connection headers a worker answers with,
 * so the shop cannot tell the client its 5 s; no setting changes them (cloudflare/workerd#7169);
 * and Playwright's agent is its own. Calls without kept-alive connections (tried, with an agent
 * of that kind put into each context) met no reset but 2 of 26 got no answer at all: the same 5 s
 * race sits between wrangler dev's proxy and the worker behind it (cloudflare/workers-sdk#14641),
 * where no client can retry, and a reset on the kept-alive connection is what kept calls out of it.
 */
function retryResets(context: BrowserContext): BrowserContext {
  const request = context.request
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head'] as const) {
    const send: APIRequestContext['get'] = request[method].bind(request)
    request[method] = (url, options) => send(url, { maxRetries: 2, ...options })
  }
  return context
}

/**
 * A page in a fresh context. Service workers are blocked unless a test asks for them: a worker
 * that takes over the page would answer requests that `page.route` is meant to intercept, so
 * only the offline tests (test/e2e/offline.test.ts) run the shop's worker. `storageState` carries
 * another context's cookies and local storage (its cart) without its cache.
 *
 * A page opened by a test closes when that test ends, so a file's later tests do not share the
 * machine with every earlier test's renderer; if the test failed, what the page showed and the
 * requests it still waited for are printed first.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: PageOptions = {},
): Promise<Page> {
  const page = await openPage(browser, viewport, options)
  if (getCurrentTest()) {
    const waiting = new Map<Request, number>()
    page.on('request', (request) => waiting.set(request, Date.now()))
    page.on('requestfinished', (request) => waiting.delete(request))
    page.on('requestfailed', (request) => waiting.delete(request))
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail') console.log(await whatThePageShows(page, waiting))
      await page.context().close()
    })
  }
  return page
}

/** For a failed test: the page's address, the start of its text and the requests it still waits
 * for, to tell a page that stalled from one the shop did not answer. */
async function whatThePageShows(page: Page, waiting: Map<Request, number>): Promise<string> {
  const now = Date.now()
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600))
    .catch((error: unknown) => `(no text: ${String(error)})`)
  const requests = [...waiting].map(
    ([request, since]) =>
      `\n  ${request.method()} ${request.url()} (${Math.round((now - since) / 1000)} s)`,
  )
  return `${page.url()} shows: ${text}\nand still waits for:${requests.join('') || ' nothing'}`
}

interface PageOptions {
  serviceWorkers?: 'allow' | 'block'
  /** The browser's language (navigator.languages), English by default. */
  locale?: string
  storageState?: BrowserContextOptions['storageState']
}

async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  { serviceWorkers = 'block', storageState, locale = 'en-US' }: PageOptions,
): Promise<Page> {
  const options = { viewport, baseURL: baseURL(), locale, serviceWorkers, storageState }
  // Each context is a shopper at an address of their own: the shop's rate limits count per client
  // address (CF-Connecting-IP, which Cloudflare sets and `wrangler dev` passes through).
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  return context.newPage()
}

/** Pictures are for people (`npm run screenshots`); `npm test` checks the same screens without
 * encoding 130 full-page PNGs on a 2-CPU machine. */
export const takingScreenshots = process.env.SCREENSHOTS === '1'

/** The whole page, or with `fullPage: false` what the viewport shows (for floating panels). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!takingScreenshots) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  // From the top, so that the sticky header is drawn there and not over the middle of the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage })
}

/**
 * The page at 360 px and at desktop width, for the screenshots only (`npm test` takes none); with
 * `inDialog`, what the viewport shows once that part of a scrolling dialog is in view.
 */
export async function screenshotWidths(page: Page, name: string, inDialog?: Locator) {
  if (!takingScreenshots) return
  const before = page.viewportSize()
  for (const width of [360, DESKTOP.width]) {
    await page.setViewportSize({ width, height: DESKTOP.height })
    await inDialog?.scrollIntoViewIfNeeded()
    await screenshot(page, name, !inDialog)
  }
  if (before) await page.setViewportSize(before)
}

/**
 * Tabs kept from screen to screen: a new browser context costs a renderer process and a cold start
 * of the app, about a second of CPU here. Before each screen its user leaves the page and sets the
 * screen's cookies and storage (setStorageState empties the rest), so no screen sees what an
 * earlier one did. A tab whose screen failed is not used again. At most `size` tabs at once.
 */
export function tabPool(browser: () => Browser, size: number) {
  const idle: Page[] = []
  const queue: (() => void)[] = []
  let free = size
  return async function withTab(use: (page: Page) => Promise<void>): Promise<void> {
    if (free > 0) free--
    else await new Promise<void>((resolve) => queue.push(resolve))
    try {
      const page = idle.pop() ?? (await openPage(browser(), DESKTOP, {}))
      await use(page)
      idle.push(page)
    } finally {
      const next = queue.shift()
      if (next) next()
      else free++
    }
  }
}
