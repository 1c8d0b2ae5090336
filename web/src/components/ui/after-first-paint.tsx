// Below-the-fold parts of the first page a visit opens, rendered in the frame after its first
// paint (web/src/lib/first-paint.ts): on a slow phone the part the shopper sees (the home hero, a
// product's picture and price) is painted without waiting for the rest to render, and the rest
// follows a frame later. Until then an empty screen-high block keeps the footer out of sight, so
// nothing in view moves when it comes. Pages opened later in the visit render whole at once: their
// data is often cached, and coming back to the catalogue must find it at the scroll position it
// was left at.
// A part that still needs its texts or code (a product's list of bikes, in the garage's namespace)
// waits in the same block on its own: without this boundary it suspended the whole page, which
// React then hid behind the loading spinner for a moment after it had been shown.
// The rest renders as a transition, which React does in slices of a few milliseconds: rendered in
// one go it was one long task that kept the phone from answering a tap (Lighthouse's blocking time).
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { firstPaint, isPainted } from '@/lib/first-paint'

const SCREEN_HIGH = <div className="after-first-paint" aria-hidden="true" />

/** `placeholder`: what stands in until then; a screen-high block unless said otherwise (nothing,
 * for the footer, which nothing follows). */
export function AfterFirstPaint({
  children,
  placeholder = SCREEN_HIGH,
}: {
  children: ReactNode
  placeholder?: ReactNode
}) {
  const [shown, setShown] = useState(isPainted)
  useEffect(() => {
    if (!shown) void firstPaint().then(() => startTransition(() => setShown(true)))
  }, [shown])
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}
