// The visit's first paint. What the first page does not need in order to be shown (the below-the-
// fold parts, the cart panel's chunk, the garage's sync, the page view, the service worker) starts
// after it: started with the page's commit, each request came before the paint, and Lighthouse
// estimates a phone's first and largest paint from every request the page made before them
// (on a first visit to the checkout, seven requests and two more rounds of a slow 4G link).
import { useEffect, useState } from 'react'
import { contentfulPaint } from './contentful-paint'

let painted = false
let markPainted = () => {}
const paintedPromise = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true
    resolve()
  }
})

/** Resolves once the first page the visit rendered has been painted. */
export const firstPaint = (): Promise<void> => paintedPromise

let committed = false

/** The shell's first commit: the page is painted once the frame after it has been drawn (a frame
 * callback runs just before that, and a task queued from it just after) and the browser has
 * reported its first contentful paint, which comes when the frame is on screen, often a tenth of
 * a second later on a phone. A hidden tab paints nothing (and runs no frame callbacks): nothing to
 * wait for. */
export function pageCommitted(): void {
  if (committed) return
  committed = true
  if (document.visibilityState === 'hidden') {
    markPainted()
    return
  }
  const frameDrawn = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  void Promise.all([frameDrawn, contentfulPaint()]).then(markPainted)
}

/** Whether the visit's first page has been painted. */
export const isPainted = (): boolean => painted

/** Whether the visit's first page has been painted, re-rendering once it has. */
export function usePainted(): boolean {
  const [now, setNow] = useState(painted)
  useEffect(() => {
    if (!now) void paintedPromise.then(() => setNow(true))
  }, [now])
  return now
}
