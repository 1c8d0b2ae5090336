// React.lazy whose failed or stalled downloads surface as ChunkLoadError, and which can be fetched
// ahead: a page whose code has already come renders at once instead of through Suspense (a
// product link's first view is then replaced by the page itself, not by a spinner).
import { type ComponentType, createElement, lazy, useState } from 'react'
import { loadChunk } from './chunk-load-error'

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const fetchPage = () =>
    (loading ??= loadChunk(load).then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A failed download may be tried again (a reload, the connection back).
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(fetchPage)
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded page later would remount it.
    const [type] = useState(() => loaded ?? Lazy)
    return createElement(type, props)
  }
  Page.preload = () => fetchPage().then(() => undefined)
  return Page
}
