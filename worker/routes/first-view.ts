// What the worker-written pages (a shared product link, the checkout) have in common. Each is the
// app's page with a first view in `#root`, painted from the HTML before any script has run, in the
// shopper's language (the one a message's link names, else the one chosen in the shop, kept in a
// cookie, else the browser's first); the
// app then replaces it with the whole page, laid out the same (the app's own classes).
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_TEXTS, type PageLanguage } from '../domain/first-view'
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, languageFromHeader } from '../domain/language'

/** The page varies with the shopper's chosen language (cookie) and the browser's. */
export const VARY = 'Accept-Language, Cookie'

/** The shopper's language: the one the link names (a message's), else the one they chose, else
 * the browser's first. */
export function languageOf(request: Request): PageLanguage {
  const named = new URL(request.url).searchParams.get(LANGUAGE_PARAM)
  if (isPageLanguage(named)) return named
  const cookies = (request.headers.get('Cookie') ?? '').split(/;\s*/)
  const chosen = cookies.find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.split('=')[1]
  return isPageLanguage(chosen)
    ? chosen
    : languageFromHeader(request.headers.get('Accept-Language'))
}

const isPageLanguage = (code: string | null | undefined): code is PageLanguage =>
  code === 'ar' || code === 'en'

/** `<title>` as the app titles the page (web/src/lib/document-title.ts): its heading, then the
 * shop's name, in the page's language (index.html's is the English name alone). */
export const titled = (language: PageLanguage, heading: string) => ({
  element: (title: Element) => {
    title.setInnerContent(`${heading} — ${FIRST_VIEW_TEXTS[language].brand}`)
  },
})

/** The answer to HEAD is GET's without its body. */
export const forMethod = (request: Request, response: Response) =>
  request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response

/** `<html lang dir>` in the page's language, marked as carrying a first view. */
export const inLanguage = (language: PageLanguage) => ({
  element: (html: Element) => {
    html.setAttribute('lang', language)
    html.setAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
    html.setAttribute(FIRST_VIEW_ATTRIBUTE, '')
  },
})

/** A written page's answer: asked again each time, as the app's page is (stock, prices and the
 * session change), and varying with the language's sources. */
export function writtenPage(request: Request, page: Response, status = 200): Response {
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-cache')
  headers.set('Vary', VARY)
  headers.delete('ETag')
  return forMethod(request, new Response(page.body, { status, headers }))
}
