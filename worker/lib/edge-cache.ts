// The Workers cache (`caches.default`), where the runtime has one (not in every test harness).
export const edgeCache = (): Cache | undefined =>
  (globalThis as { caches?: { default?: Cache } }).caches?.default
