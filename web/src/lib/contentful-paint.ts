// When the browser has reported the page's first contentful paint. Self-contained (it names
// nothing outside itself): index.html's inline script runs its source too, to ask for a first
// view's screen once that view is painted (web/first-screen-preloads.ts).

/** Resolves once the first contentful paint has been reported (at once if it was, as for a first
 * view written in the HTML), or it cannot be: a hidden tab paints nothing, a browser without
 * Paint Timing reports nothing, and none may come within 3 s. */
export function contentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = setTimeout(done, 3000)
    observer.observe({ type: 'paint', buffered: true })
  })
}
