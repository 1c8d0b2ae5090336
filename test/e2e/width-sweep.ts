// The width sweep shared by the storefront's and the dashboard's screens: each screen, for each of
// its users and in English and Arabic (its direction, and a text of its own where it names one),
// from a 320 px phone to a 1920 px screen. No page is wider
// than the window (so nothing slides sideways under the thumb), every control of the header and
// of an open panel lies inside the window, no control of the header covers another or the shop's
// mark, and axe-core finds no WCAG 2.2 A or AA violation (English on a laptop, Arabic on a phone:
// one audit per screen and language keeps the files inside the test budget). One tab per screen,
// its width changed by resizing.
import type { Browser, Cookie, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { accessibilityViolations } from './accessibility'
import { launch, screenshot, tabPool, takingScreenshots } from './browser'
import { baseURL } from './own-shop'

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920]
/** Where the header is pictured for people (`npm run screenshots`). */
const HEADER_PICTURES = [360, 768, 1280, 1440]
const LANGUAGES = ['en', 'ar'] as const
type Language = (typeof LANGUAGES)[number]
/** Where each language's screens are audited for accessibility. */
const AUDIT_WIDTH = { en: 1366, ar: 360 }

/** 'long-named': a customer whose first and last names take the field's 100 characters. */
export type Who = 'visitor' | 'customer' | 'long-named' | 'admin'
export interface Screen {
  name: string
  path: string | (() => string)
  who: Who[]
  /** Shown once the screen has its content. */
  ready: string
  /** A text the screen shows in each language: its words are translated, not only its direction. */
  says?: Record<Language, string>
  act?: (page: Page) => Promise<void>
}

/** What lies outside the window at its present width; empty when everything fits. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The layout of the new width, after the frame that applies it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const root = document.documentElement
    const width = root.clientWidth
    const found: string[] = []
    // In right-to-left pages overflow runs to the left, and scrollWidth counts it too.
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`)
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(.header, [role="dialog"], [role="menu"]) :is(a, button, input, select, textarea)',
    )
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue // not shown at this width
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent.trim()
        found.push(
          `${control.tagName.toLowerCase()} "${name}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        )
      }
    }
    // No control of the header covers another or the shop's mark (a phone's header once drew the
    // garage button over the mark): boxes of elements that do not contain one another.
    const header = Array.from(
      document.querySelectorAll<HTMLElement>('.header-bar :is(a, button, input, .logo-mark)'),
    ).filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    })
    for (const [i, a] of header.entries())
      for (const b of header.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue
        const one = a.getBoundingClientRect()
        const two = b.getBoundingClientRect()
        const across = Math.min(one.right, two.right) - Math.max(one.left, two.left)
        const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top)
        if (across > 1 && down > 1) {
          const name = (e: HTMLElement) =>
            e.getAttribute('aria-label') ?? (e.textContent.trim() || e.className)
          found.push(`"${name(a)}" and "${name(b)}" overlap by ${Math.round(across)} px`)
        }
      }
    // Nothing runs past the edge of its card (a courier's tracking number ran 4 px out of an order
    // on a 320 px phone, inside the page's margin, where the page's width cannot tell), unless the
    // card or a box between them scrolls it (a dashboard table in its scrolling frame).
    const scrolls = (element: Element, card: Element) => {
      for (let box = element.parentElement; box && box !== card; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true
      return false
    }
    for (const card of Array.from(document.querySelectorAll<HTMLElement>('main .card'))) {
      const edge = card.getBoundingClientRect()
      if (edge.width === 0 || ['auto', 'scroll'].includes(getComputedStyle(card).overflowX))
        continue
      for (const element of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        // A card off screen (content-visibility: auto) keeps the layout of an earlier width.
        if (!element.checkVisibility({ contentVisibilityAuto: true })) continue
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) continue
        if (box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5) continue
        if (scrolls(element, card)) continue
        const text = element.textContent.trim().slice(0, 40)
        found.push(`<${element.tagName.toLowerCase()}> "${text}" runs out of its card`)
        break
      }
    }
    for (const search of Array.from(
      document.querySelectorAll<HTMLElement>('.header .search input'),
    )) {
      const box = search.getBoundingClientRect()
      if (box.width > 0 && box.width < 100)
        found.push(`the search field is ${Math.round(box.width)} px wide`)
    }
    return found
  })
}

/** Sweeps `screens`; `signIn` gives the cookies of each user the screens name (a visitor has none). */
export function sweepWidths(
  screens: Screen[],
  signIn: (browser: Browser) => Promise<Partial<Record<Who, Cookie[]>>>,
): void {
  describe.concurrent('every screen at every width', () => {
    let browser: Browser
    let cookies: Partial<Record<Who, Cookie[]>> = {}
    beforeAll(async () => {
      browser = await launch()
      cookies = await signIn(browser)
    })
    afterAll(async () => {
      await browser.close()
    })
    const withTab = tabPool(() => browser, 3)

    for (const screen of screens)
      for (const who of screen.who)
        for (const language of LANGUAGES)
          it(`fits ${screen.name} (${who}, ${language}) from 320 to 1920 px`, ({ expect }) =>
            withTab(async (page) => {
              await page.goto('about:blank')
              await page.context().setStorageState({
                cookies: cookies[who] ?? [],
                origins: [
                  {
                    origin: baseURL(),
                    localStorage: [{ name: 'bmp.language', value: JSON.stringify(language) }],
                  },
                ],
              })
              await page.setViewportSize({ width: 1280, height: 800 })
              await page.goto(typeof screen.path === 'string' ? screen.path : screen.path())
              await page.locator('main').waitFor()
              await screen.act?.(page)
              await page.locator(screen.ready).first().waitFor()
              await page.locator('.spinner').first().waitFor({ state: 'detached' })
              if (screen.says) await page.getByText(screen.says[language]).first().waitFor()
              expect(await page.evaluate(() => document.documentElement.dir)).toBe(
                language === 'ar' ? 'rtl' : 'ltr',
              )
              const problems: string[] = []
              for (const width of WIDTHS) {
                await page.setViewportSize({ width, height: 800 })
                for (const problem of await overflows(page))
                  problems.push(`${width} px: ${problem}`)
                if (takingScreenshots && screen.name === 'home' && who === 'customer')
                  if (HEADER_PICTURES.includes(width))
                    await screenshot(page, `header-signed-in-${language}`, false)
              }
              expect(problems).toEqual([])
              await page.setViewportSize({ width: AUDIT_WIDTH[language], height: 800 })
              expect(await accessibilityViolations(page)).toEqual([])
            }))
  })
}
