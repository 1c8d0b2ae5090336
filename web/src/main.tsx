// Entry: styles, i18n, then the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/lib/i18n'
import { App } from '@/app/app'
import { prefetchRoute } from '@/app/router'
import '@/app/styles/base.css'
import '@/app/styles/layout.css'
import '@/app/styles/product.css'
import '@/app/styles/forms.css'
import '@/app/styles/pages.css'
import { showPlaceholderForBrokenPictures } from '@/lib/picture-fallback'

showPlaceholderForBrokenPictures()
prefetchRoute(location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
