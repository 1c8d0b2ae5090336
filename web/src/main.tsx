// Entry: styles, i18n, then the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18nReady } from '@/lib/i18n'
import { App } from '@/app/app'
import { prefetchRoute } from '@/app/router'
import '@/app/styles/base.css'
import '@/app/styles/layout.css'
import '@/app/styles/product.css'
import '@/app/styles/forms.css'
import '@/app/styles/pages.css'
import { showPlaceholderForBrokenPictures } from '@/lib/picture-fallback'

showPlaceholderForBrokenPictures()
const routeReady = prefetchRoute(location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const render = (container: HTMLElement) => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
// A product link's first view (written by the worker) stays until the app can replace it with the
// whole page, its code, texts and product come (or failed), rather than with a spinner between.
if (root.childElementCount > 0)
  void Promise.allSettled([routeReady, i18nReady]).then(() => render(root))
else render(root)
