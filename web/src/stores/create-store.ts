// A tiny external store for React (useSyncExternalStore), optionally kept in browser storage.
import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

export interface Store<T> {
  get(): T
  set(next: T | ((current: T) => T)): void
  subscribe(listener: () => void): () => void
  use(): T
}

/** `upgrade` brings what an earlier build stored up to today's shape; an upgraded value is stored
 * back at once, so it is upgraded once. */
export function createStore<T>(
  initial: T,
  storageKey?: string,
  upgrade?: (stored: T) => T,
): Store<T> {
  const stored = storageKey ? readStorage(storageKey, initial) : initial
  let state = upgrade ? upgrade(stored) : stored
  if (storageKey && state !== stored) writeStorage(storageKey, state)
  const listeners = new Set<() => void>()
  const get = () => state
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    get,
    set(next) {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next
      if (storageKey) writeStorage(storageKey, state)
      listeners.forEach((listener) => listener())
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, get),
  }
}
