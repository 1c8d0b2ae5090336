// Stands in for the `use-sync-external-store/shim` package that react-i18next imports: React 19 has
// the hook built in, so the shim's fallback for React 17 would only add to the first load.
export { useSyncExternalStore } from 'react'
