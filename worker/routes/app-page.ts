// The app's page (web/dist/index.html) as every screen's address gets it: in the shopper's language
// (lang and dir), with a first view of the shop's bar (logo and search box) painted from the HTML
// itself, before the app's script has come and run; the app's first render then puts the same bar
// in the same place (web/src/main.tsx). On a phone's first visit that script is most of a second
// of slow 4G, and the page was blank until it had run. The bar's words are the app's own
// (web/src/locales/*/common.json). No database is read. A product link adds its own first view
// (routes/product-page.ts).
import arCommon from '../../web/src/locales/ar/common.json'
import enCommon from '../../web/src/locales/en/common.json'
import { type EmailLanguage, LANGUAGE_COOKIE, languageFromHeader } from '../domain/language'
import type { Bindings } from '../env'
import { escapeHtml } from '../lib/html'

const COMMON = { en: enCommon, ar: arCommon }

/** The page varies with the shopper's chosen language (cookie) and the browser's. */
const VARY = 'Accept-Language, Cookie'

/** The shopper's language: the one they chose, else the browser's first. */
export function languageOf(request: Request): EmailLanguage {
  const cookies = (request.headers.get('Cookie') ?? '').split(/;\s*/)
  const chosen = cookies.find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.split('=')[1]
  return chosen === 'ar' || chosen === 'en'
    ? chosen
    : languageFromHeader(request.headers.get('Accept-Language'))
}

/** The answer to HEAD is GET's without its body. */
export const forMethod = (request: Request, response: Response) =>
  request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response

/** The shop's bar as the header lays it out (the same classes), hidden from assistive technology
 * and inert: it is a picture of the bar until the app's own replaces it. Then `main`'s content. */
export function firstView(language: EmailLanguage, main = '') {
  const { brand, search } = COMMON[language]
  // The phone's search row only: on a wide screen the bar's own box shares the bar with icons the
  // first view does not draw, and would shrink when they came.
  return `<div class="shell"><header class="header" aria-hidden="true"><div class="header-bar container"><span class="icon-btn menu-toggle"></span><span class="logo"><span class="logo-mark">BM</span><span class="logo-text"><strong>${escapeHtml(brand.name)}</strong><small>${escapeHtml(brand.tagline)}</small></span></span></div><div class="container search-mobile-row"><div class="search-wrap search-mobile"><div class="search"><input tabindex="-1" disabled placeholder="${escapeHtml(search.placeholder)}" /><button type="button" tabindex="-1" disabled><svg class="icon" width="18" height="18"></svg></button></div></div></div></header><main class="main">${main}</main></div>`
}

type PageParts = {
  status?: number
  title?: string
  description?: string
  head?: string
  main?: string
}

/** The app's page for `request`'s address, as the static files answer it (their headers for that
 * path included), in the shopper's language with `main` under the bar, with this status; a title,
 * description and tags for the head when given. Any other file is answered as it is. */
export async function appPage(
  request: Request,
  env: Bindings,
  parts: PageParts | Promise<PageParts> = {},
) {
  // A plain GET: a conditional one could answer 304 with no page to write into.
  const [page, { status = 200, main = '', head = '', title = '', description = '' }] =
    await Promise.all([env.ASSETS.fetch(new URL(request.url)), parts])
  if (!page.ok || !(page.headers.get('Content-Type') ?? '').startsWith('text/html'))
    return forMethod(request, page)
  const ar = languageOf(request) === 'ar'
  const answer = new HTMLRewriter()
    .on('html', {
      element: (html) => {
        html.setAttribute('lang', ar ? 'ar' : 'en')
        html.setAttribute('dir', ar ? 'rtl' : 'ltr')
      },
    })
    .on('title', {
      element: (element) => {
        if (title) element.prepend(`${title} — `)
      },
    })
    .on('meta[name="description"]', {
      element: (tag) => {
        if (description) tag.setAttribute('content', description)
      },
    })
    .on('head', {
      element: (element) => {
        if (head) element.append(head, { html: true })
      },
    })
    .on('#root', {
      element: (root) => {
        root.setInnerContent(firstView(ar ? 'ar' : 'en', main), { html: true })
      },
    })
    .transform(page)
  const headers = new Headers(answer.headers)
  // The page differs by language, and a product's by its stock and price: asked again each time.
  headers.set('Cache-Control', 'no-cache')
  headers.set('Vary', VARY)
  headers.delete('ETag')
  return forMethod(request, new Response(answer.body, { status, headers }))
}
