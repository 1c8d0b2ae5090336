// The page of a shared product link (`/product/:id`, sent around on WhatsApp and Telegram): the
// app's own page, plus what the product is. Its name is the title; a description, picture and
// address make the link's preview; and a first view of the shop's bar, the picture and the name
// is painted from the HTML, before the app's script has come and run, which then takes the page
// over with the same picture in the same place (web/src/main.tsx). A product that does not exist,
// and an address under /product/ that names no product id (/product/abc), are the app's page with
// 404. HEAD answers as GET without the body. Each address may have
// LIMIT_PRODUCT_PAGE pages written a minute; past it the app's page is served without reading D1.
// Links in the page are built from SITE_URL, never from the request's Host.
import { createDb } from '../db/client'
import { findProduct } from '../db/queries/products'
import { truncate } from '../domain/card-text'
import { PHONE_WIDTH, pictureAttributes } from '../domain/picture-sizes'
import { PAGE_SIZES } from '../domain/product-page-picture'
import { type Bindings, readConfig } from '../env'
import { shopperSession } from '../lib/d1-bookmark'
import { escapeHtml } from '../domain/html'
import { clientAddress } from '../middleware/rate-limit'
import { type PageLanguage, shopBar } from '../domain/first-view'
import { forMethod, inLanguage, languageOf, titled, writtenPage } from './first-view'

const PRODUCT_PATHS = /^\/product(\/|$)/
const PRODUCT_PATH = /^\/product\/(\d{1,9})\/?$/
const DESCRIPTION_LENGTH = 160

/** What a page address under /product/ is: a product's id, `'none'` for an address that names no
 * product (/product/abc), or null for any other address or method (the API's). */
export function productPageId(request: Request): number | 'none' | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const path = new URL(request.url).pathname
  if (!PRODUCT_PATHS.test(path)) return null
  const id = PRODUCT_PATH.exec(path)?.[1]
  return id ? Number(id) : 'none'
}

/** An absolute http(s) address for a picture, or null for one that is malformed. */
export function pictureAddress(picture: string | undefined, siteUrl: string): string | null {
  if (!picture) return null
  try {
    const address = new URL(picture, `${siteUrl}/`)
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null
  } catch {
    return null
  }
}

type Picture = ReturnType<typeof pictureAttributes>

/** The product page's picture as the app shows it: an uploaded photo's sized variants, or the
 * picture's address (relative when it is the shop's own, so no Host a request names can change
 * it); null for one that is malformed. */
function shownPicture(picture: string | undefined, site: string): Picture | null {
  const address = pictureAddress(picture, site)
  if (!address) return null
  const sized = pictureAttributes(picture ?? '', PAGE_SIZES)
  if (sized.srcSet) return sized
  const url = new URL(address)
  return { src: url.origin === new URL(site).origin ? `${url.pathname}${url.search}` : address }
}

/** The picture's attributes in HTML; a preload names the variants `imagesrcset` and `imagesizes`,
 * and its `href` (for browsers without them) the phone's variant, never the whole photo. */
function attributes({ src, srcSet, sizes }: Picture, prefix: '' | 'image' = '') {
  const pairs = [
    [prefix ? 'href' : 'src', prefix && srcSet ? `${src}?w=${String(PHONE_WIDTH)}` : src],
    [`${prefix}srcset`, srcSet],
    [`${prefix}sizes`, sizes],
  ]
  return pairs.map(([key, value]) => (value ? ` ${key}="${escapeHtml(value)}"` : '')).join('')
}

/** The app's page as it is, with this status (a failed asset read keeps its own). */
async function appPage(request: Request, env: Bindings, status: number) {
  const page = await env.ASSETS.fetch(new URL('/', request.url))
  return writtenPage(request, page, page.ok ? status : page.status)
}

export async function productPage(request: Request, env: Bindings, id: number | 'none') {
  if (id === 'none') return appPage(request, env, 404)
  const door = await env.LIMIT_PRODUCT_PAGE.limit({
    key: `client:${clientAddress(request.headers)}`,
  })
  if (!door.success) return appPage(request, env, 200)
  const url = new URL(request.url)
  const site = readConfig(env).SITE_URL
  const [page, product] = await Promise.all([
    env.ASSETS.fetch(new URL('/', url)),
    findProduct(createDb(shopperSession(env.DB, request)), id),
  ])
  if (!page.ok) return forMethod(request, page)
  // A product that is gone (deleted, or never was): the app's page, which says so, with 404, so a
  // search engine drops a shared link to it instead of keeping a page of "Product Not Found".
  if (!product) return writtenPage(request, page, 404)
  const language = languageOf(request)
  const ar = language === 'ar'
  const name = (ar && product.nameAr) || product.name
  const description = truncate(
    (ar && product.descriptionAr) || product.description,
    DESCRIPTION_LENGTH,
  )
  // The page shows the shop's own picture by its path; the link preview names the shop's address.
  const picture = shownPicture(product.images[0] ?? product.image, site)
  const sharedPicture = pictureAddress(product.images[0] ?? product.image, site)
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`

  const answer = new HTMLRewriter()
    .on('html', inLanguage(language))
    .on('title', titled(language, name))
    .on('meta[name="description"]', {
      element: (tag) => {
        tag.setAttribute('content', description)
      },
    })
    .on('head', {
      element: (head) => {
        head.append(
          [
            ...(picture
              ? [
                  `<link rel="preload" as="image"${attributes(picture, 'image')} fetchpriority="high" />`,
                ]
              : []),
            meta('og:type', 'product'),
            meta('og:title', name),
            meta('og:description', description),
            ...(sharedPicture ? [meta('og:image', sharedPicture)] : []),
            meta('og:url', `${site}/product/${String(id)}`),
          ].join(''),
          { html: true },
        )
      },
    })
    .on('#root', {
      element: (root) => {
        root.setInnerContent(firstView(name, picture, language), { html: true })
      },
    })
    .transform(page)
  return writtenPage(request, answer)
}

/** The shop's bar and the product's picture and name, laid out as the product page lays them
 * (the same classes), so the app's first render puts them where they already are. */
function firstView(name: string, picture: Picture | null, language: PageLanguage) {
  const shown = escapeHtml(name)
  const image = picture ? `<img${attributes(picture)} alt="${shown}" fetchpriority="high" />` : ''
  return `<div class="shell">${shopBar(language)}<main class="main"><div class="container product-page"><span class="back-link" aria-hidden="true">&nbsp;</span><div class="product-top"><div class="gallery"><div class="gallery-main">${image}</div></div><div class="product-summary"><h1>${shown}</h1></div></div></div></main></div>`
}
