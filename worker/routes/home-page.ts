// The home page (`/`) as the worker answers it: the app's page with a first view of the shop's bar
// and the hero (kicker, title, subtitle and its two actions) in the shopper's language, painted
// from the HTML before the app's script has come and run; the app's first render puts the same
// hero in the same place (web/src/features/catalog/components/hero.tsx, the same classes and
// texts). Nothing is read from D1, so no door is needed. HEAD answers as GET without the body.
// Only a page the browser opens (Sec-Fetch-Dest: document) gets the first view: the service
// worker's copy of the app's page (fetched as /index.html, which the static files redirect here)
// is the page every screen starts from, and must stay the same for every screen and language.
import ar from '../../web/src/locales/ar/home.json'
import en from '../../web/src/locales/en/home.json'
import type { Bindings } from '../env'
import { escapeHtml } from '../lib/html'
import {
  VARY,
  appFile,
  forMethod,
  languageOf,
  shellFirstView,
  withFirstView,
  written,
} from './app-page'

/** Whether the request is for the home page's HTML (its address, with or without a query). */
export const isHomePage = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && new URL(request.url).pathname === '/'

export async function homePage(request: Request, env: Bindings) {
  const page = await appFile(request, env)
  if (!page.ok || request.headers.get('Sec-Fetch-Dest') !== 'document')
    return forMethod(request, page)
  const arabic = languageOf(request) === 'ar'
  const answer = withFirstView(new HTMLRewriter(), arabic, firstView(arabic ? ar : en)).transform(
    page,
  )
  return forMethod(request, written(answer, 200, `${VARY}, Sec-Fetch-Dest`))
}

/** The hero as the app renders it; its actions are shown but answer only once the app has come
 * (hidden from screen readers until then, as the bar is). */
function firstView({ hero }: typeof en) {
  const text = (value: string) => escapeHtml(value)
  return shellFirstView(
    `<section class="hero"><div class="container hero-inner"><p class="hero-kicker">${text(hero.kicker)}</p><h1>${text(hero.title)}</h1><p class="hero-sub">${text(hero.subtitle)}</p><div class="hero-actions" aria-hidden="true"><span class="btn btn-primary btn-lg">${text(hero.shopNow)}</span><span class="btn btn-ghost btn-lg">${text(hero.learnMore)}</span></div></div></section>`,
  )
}
