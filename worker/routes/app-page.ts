// What the worker-written pages (a shared product link, the home page) share: the shopper's
// language, the app's page unchanged, HEAD as GET without the body, and the first view's shop bar.
// A first view is painted from the HTML before the app's script has come and run (a phone's first
// visit over a slow link waited for it with an empty screen); the app then replaces it with the
// same elements in the same places.
import { LANGUAGE_COOKIE, languageFromHeader } from '../domain/language'
import type { Bindings } from '../env'

/** A written page varies with the shopper's chosen language (cookie) and the browser's. */
export const VARY = 'Accept-Language, Cookie'

/** The answer to HEAD is GET's without its body. */
export const forMethod = (request: Request, response: Response) =>
  request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response

/** The app's page (index.html) as the static files hold it. */
export const appFile = (request: Request, env: Bindings) =>
  env.ASSETS.fetch(new URL('/', request.url))

/** The app's page as it is, with this status. */
export async function appPage(request: Request, env: Bindings, status: number) {
  const page = await appFile(request, env)
  return forMethod(request, written(page, page.ok ? status : page.status))
}

/** A page the worker answers: asked again each time (prices, stock and names change), per language
 * (and per whatever else `vary` names). */
export function written(page: Response, status = 200, vary = VARY) {
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-cache')
  headers.set('Vary', vary)
  headers.delete('ETag')
  return new Response(page.body, { status, headers })
}

/** The shopper's language: the one they chose, else the browser's first. */
export function languageOf(request: Request) {
  const cookies = (request.headers.get('Cookie') ?? '').split(/;\s*/)
  const chosen = cookies.find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.split('=')[1]
  return chosen === 'ar' || chosen === 'en'
    ? chosen
    : languageFromHeader(request.headers.get('Accept-Language'))
}

/** The page's `lang` and `dir` for the language, and `#root` holding the first view. */
export function withFirstView(rewriter: HTMLRewriter, ar: boolean, firstView: string) {
  return rewriter
    .on('html', {
      element: (html) => {
        html.setAttribute('lang', ar ? 'ar' : 'en')
        html.setAttribute('dir', ar ? 'rtl' : 'ltr')
      },
    })
    .on('#root', {
      element: (root) => {
        root.setInnerContent(firstView, { html: true })
      },
    })
}

/** The shop's bar (menu, logo, the phone's search row) as the header lays it out, hidden from
 * screen readers until the app's own comes, then `main` holding `content`. */
export const shellFirstView = (content: string) =>
  `<div class="shell"><header class="header" aria-hidden="true"><div class="header-bar container"><span class="icon-btn menu-toggle"></span><span class="logo"><span class="logo-mark">BM</span></span></div><div class="container search-mobile-row"><div class="search-wrap search-mobile"><div class="search"><input tabindex="-1" disabled /></div></div></div></header><main class="main">${content}</main></div>`
