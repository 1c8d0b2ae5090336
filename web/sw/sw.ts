// The shop's service worker: the app shell precached, and what a shopper has seen of the catalogue
// (API answers, product images, lazily loaded screens and translations) kept for offline reloads.
// Sign-in, orders, admin, Telegram and every non-GET call are left to the network untouched.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { FROM_CACHE_HEADER } from '../src/lib/cache-marker'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const DAY = 24 * 60 * 60

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes over the open page at once (there is nothing older to clash with); a
// later version waits until the shopper accepts the reload prompt.
clientsClaim()
self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting()
})

// Every screen is the single-page app; /api/ paths never get the shell instead of their answer.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
)

const sameOrigin = (url: URL) => url.origin === self.location.origin

/** The public catalogue reads: the product list, one product, the shop settings. */
const isCatalogueRead = (url: URL) =>
  sameOrigin(url) &&
  (url.pathname === '/api/products' ||
    /^\/api\/products\/\d+$/.test(url.pathname) ||
    url.pathname === '/api/settings')

/** Keeps only successful answers of the expected kind: an HTML page from a captive portal or the
 * single-page fallback must never be stored as data, a picture or a script. */
const keepOnly = (kind: RegExp): WorkboxPlugin => ({
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && kind.test(response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
})

const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => {
    if (!cachedResponse) return Promise.resolve(cachedResponse)
    const headers = new Headers(cachedResponse.headers)
    headers.set(FROM_CACHE_HEADER, '1')
    const { status, statusText } = cachedResponse
    return Promise.resolve(new Response(cachedResponse.body, { status, statusText, headers }))
  },
}

// Fresh data when the network answers; the last seen copy when it fails or stalls on a weak signal.
registerRoute(
  ({ url }) => isCatalogueRead(url),
  new NetworkFirst({
    cacheName: 'bmp-catalogue',
    networkTimeoutSeconds: 6,
    plugins: [
      keepOnly(/application\/json/),
      markFromCache,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY }),
    ],
  }),
)

// Product pictures: the catalogue's own files and the ones admins upload to R2.
const isPicture = (url: URL) =>
  sameOrigin(url) &&
  (url.pathname.startsWith('/images/') || url.pathname.startsWith('/api/images/'))
registerRoute(
  ({ url }) => isPicture(url),
  new StaleWhileRevalidate({
    cacheName: 'bmp-images',
    plugins: [
      keepOnly(/^image\//),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY }),
    ],
  }),
)

// Screens and translations loaded on demand: their names carry a content hash, so a copy never
// goes stale.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'bmp-assets',
    plugins: [
      keepOnly(/javascript|css/),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY }),
    ],
  }),
)
