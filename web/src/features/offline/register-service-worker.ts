// Registers the service worker. Loaded after the first render, so it costs the first page nothing.
import { Workbox } from 'workbox-window'
import { updateStore } from './service-worker-update'

const UPDATE_CHECK_MS = 60 * 60 * 1000

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js')
  // A new deploy is installed and waiting: offer it instead of leaving the shopper on the old app.
  wb.addEventListener('waiting', () =>
    updateStore.set(() => () => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    }),
  )
  // The first install takes over this page after it has loaded: run what the page fetched so far
  // (catalogue, pictures, translations) through the worker's routes so an offline reload has it.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) return
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name)
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => {})
  })
  try {
    await wb.register()
  } catch {
    return // private mode, blocked by policy or by the test browser: the shop works without it
  }
  // A shop left open for days still learns about new versions.
  setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS)
}
