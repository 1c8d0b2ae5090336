// Entry: the first screen's requests, styles, i18n, then the app.
import '@/app/first-screen-requests-now'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { i18nReady } from '@/lib/i18n'
import { App } from '@/app/app'
import { prefetchRoute, preloadLinkedScreens } from '@/app/router'
import '@/app/styles/base.css'
import '@/app/styles/layout.css'
import '@/app/styles/product.css'
import '@/app/styles/forms.css'
import '@/app/styles/pages.css'
import { showPlaceholderForBrokenPictures } from '@/lib/picture-fallback'

showPlaceholderForBrokenPictures()
const routeReady = prefetchRoute(location.pathname)
preloadLinkedScreens()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// As a transition, React renders the first page in slices of a few milliseconds: in one go it was a
// long task on a slow phone (Lighthouse's blocking time), and nothing on it suspends (below).
const render = (container: HTMLElement) => {
  const reactRoot = createRoot(container)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}
// The first render waits for the first language's texts (Arabic's come in chunks of their own) and
// for what the first route needs, so the whole page comes at once: rendered earlier, it would
// suspend, and React shows a spinner and holds the page back for at least 300 ms after it (its
// Suspense throttle), which once cost every Arabic first visit that long. A product link's first
// view, written by the worker, stays until then.
void Promise.allSettled([routeReady, i18nReady]).then(() => render(root))
