// Toast notifications: one at a time, hidden after 4 seconds (the last 0.3 s fading out).
import { createStore } from './create-store'

/** The spec's kinds plus success: green like a cart change but without View Cart, for outcomes
 * that are not about the cart (order placed, review sent, saved to the wishlist). */
export type ToastKind = 'added' | 'updated' | 'success' | 'removed' | 'error' | 'default'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  leaving: boolean
}

export const TOAST_MS = 4000
export const TOAST_FADE_MS = 300

export const toastStore = createStore<Toast | null>(null)

let nextId = 1
let timers: ReturnType<typeof setTimeout>[] = []

export function showToast(message: string, kind: ToastKind = 'default') {
  timers.forEach(clearTimeout)
  const id = nextId++
  toastStore.set({ id, kind, message, leaving: false })
  timers = [
    setTimeout(
      () => toastStore.set((t) => (t?.id === id ? { ...t, leaving: true } : t)),
      TOAST_MS - TOAST_FADE_MS,
    ),
    setTimeout(() => toastStore.set((t) => (t?.id === id ? null : t)), TOAST_MS),
  ]
}

export function dismissToast() {
  timers.forEach(clearTimeout)
  toastStore.set(null)
}
