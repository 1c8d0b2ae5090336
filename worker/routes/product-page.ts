// The page of a shared product link (`/product/:id`, sent around on WhatsApp and Telegram): the
// app's own page, plus what the product is. Its name is the title; a description, picture and
// address make the link's preview; and a first view of the shop's bar, the picture and the name
// is painted from the HTML, before the app's script has come and run, which then takes the page
// over with the same picture in the same place (web/src/main.tsx). Any other page, and a product
// that does not exist, is the app's page unchanged.
import { createDb } from '../db/client'
import { findProduct } from '../db/queries/products'
import { truncate } from '../domain/card-text'
import { LANGUAGE_COOKIE, languageFromHeader } from '../domain/language'
import type { Bindings } from '../env'
import { escapeHtml } from '../lib/html'

const PRODUCT_PATH = /^\/product\/(\d{1,9})$/
const DESCRIPTION_LENGTH = 160

/** The product a page address names, if it is a product page. */
export function productPageId(request: Request): number | null {
  if (request.method !== 'GET') return null
  const id = PRODUCT_PATH.exec(new URL(request.url).pathname)?.[1]
  return id ? Number(id) : null
}

/** The shopper's language: the one they chose, else the browser's first. */
function languageOf(request: Request) {
  const cookies = (request.headers.get('Cookie') ?? '').split(/;\s*/)
  const chosen = cookies.find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.split('=')[1]
  return chosen === 'ar' || chosen === 'en'
    ? chosen
    : languageFromHeader(request.headers.get('Accept-Language'))
}

export async function productPage(request: Request, env: Bindings, id: number) {
  const url = new URL(request.url)
  const [page, product] = await Promise.all([
    env.ASSETS.fetch(new URL('/', url)),
    findProduct(createDb(env.DB), id),
  ])
  if (!product || !page.ok) return page
  const ar = languageOf(request) === 'ar'
  const name = (ar && product.nameAr) || product.name
  const description = truncate(
    (ar && product.descriptionAr) || product.description,
    DESCRIPTION_LENGTH,
  )
  const picture = new URL(product.images[0] ?? product.image, url).href
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`

  const answer = new HTMLRewriter()
    .on('html', {
      element: (html) => {
        html.setAttribute('lang', ar ? 'ar' : 'en')
        html.setAttribute('dir', ar ? 'rtl' : 'ltr')
      },
    })
    .on('title', {
      element: (title) => {
        title.prepend(`${name} — `)
      },
    })
    .on('meta[name="description"]', {
      element: (tag) => {
        tag.setAttribute('content', description)
      },
    })
    .on('head', {
      element: (head) => {
        head.append(
          [
            `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />`,
            meta('og:type', 'product'),
            meta('og:title', name),
            meta('og:description', description),
            meta('og:image', picture),
            meta('og:url', url.href),
          ].join(''),
          { html: true },
        )
      },
    })
    .on('#root', {
      element: (root) => {
        root.setInnerContent(firstView(name, picture), { html: true })
      },
    })
    .transform(page)
  const headers = new Headers(answer.headers)
  // Stock, price and name change: the page is asked again each time, as the app's page is.
  headers.set('Cache-Control', 'no-cache')
  headers.delete('ETag')
  return new Response(answer.body, { status: 200, headers })
}

/** The shop's bar and the product's picture and name, laid out as the product page lays them
 * (the same classes), so the app's first render puts them where they already are. */
function firstView(name: string, picture: string) {
  const shown = escapeHtml(name)
  return `<div class="shell"><header class="header" aria-hidden="true"><div class="header-bar container"><span class="icon-btn menu-toggle"></span><span class="logo"><span class="logo-mark">BM</span></span></div><div class="container search-mobile-row"><div class="search-wrap search-mobile"><div class="search"><input tabindex="-1" disabled /></div></div></div></header><main class="main"><div class="container product-page"><span class="back-link" aria-hidden="true">&nbsp;</span><div class="product-top"><div class="gallery"><div class="gallery-main"><img src="${escapeHtml(picture)}" alt="${shown}" fetchpriority="high" /></div></div><div class="product-summary"><h1>${shown}</h1></div></div></div></main></div>`
}
