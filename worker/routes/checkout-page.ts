// The checkout's page (`/checkout`, which `run_worker_first` sends here) on a first visit, before
// the service worker serves the app's page itself: the app's page with a first view of the shop's
// bar and the checkout's heading. The checkout paints nothing of its own until the app's script,
// its screen, its texts, the session and the cart's products have all come (about 2 s on a phone's
// slow 4G, where a shared product link paints from its HTML); now the bar, whose search box is the
// page's largest text, is painted as soon as the HTML and the styles have come.
import type { Bindings } from '../env'
import { FIRST_VIEW_TEXTS, shopBar } from '../domain/first-view'
import { forMethod, inLanguage, languageOf, titled, writtenPage } from './first-view'
import { escapeHtml } from '../domain/html'

const CHECKOUT_PATH = /^\/checkout\/?$/

/** Whether the request asks for the checkout's page. */
export function isCheckoutPage(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    CHECKOUT_PATH.test(new URL(request.url).pathname)
  )
}

export async function checkoutPage(request: Request, env: Bindings): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL('/', request.url))
  if (!page.ok) return forMethod(request, page)
  const language = languageOf(request)
  const words = FIRST_VIEW_TEXTS[language]
  const heading = escapeHtml(words.checkout)
  // The checkout's own classes, so its heading is where the app's will be.
  const firstView = `<div class="shell">${shopBar(language)}<main class="main"><div class="container checkout"><span class="back-link" aria-hidden="true">&nbsp;</span><h1>${heading}</h1></div></main></div>`
  const answer = new HTMLRewriter()
    .on('html', inLanguage(language))
    .on('title', titled(language, words.checkout))
    .on('#root', {
      element: (root) => {
        root.setInnerContent(firstView, { html: true })
      },
    })
    .transform(page)
  return writtenPage(request, answer)
}
