// React.lazy whose failed or stalled downloads surface as ChunkLoadError, and which can be fetched
// ahead: a page whose code has already come renders at once instead of through Suspense (a
// product link's first view is then replaced by the page itself, not by a spinner). Each Suspense
// a page goes through costs its visitor at least 300 ms (React holds a fallback that long), so a
// page's texts (`namespaces`) come beside its code rather than suspending it once more after.
import { type ComponentType, createElement, lazy, useState } from 'react'
import { i18n } from '@/lib/i18n'
import { loadChunk } from './chunk-load-error'

export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[] = [],
) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  // Texts that fail to come are the page's to report (it suspends on them and meets the failure).
  const texts = () => i18n.loadNamespaces(namespaces).catch(() => undefined)
  const fetchPage = () =>
    (loading ??= Promise.all([loadChunk(load), texts()]).then(
      ([module]) => {
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
  // A failed download is the page's to show when it renders.
  Page.preload = () =>
    fetchPage().then(
      () => undefined,
      () => undefined,
    )
  return Page
}

/** Props that fetch a panel's chunk as the pointer comes over its button, a finger touches it or
 * the keyboard reaches it: usually before the click, so the panel opens without waiting. */
export const preloadOnIntent = (page: { preload: () => Promise<void> }) => {
  const preload = () => void page.preload()
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload }
}
