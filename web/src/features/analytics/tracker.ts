// Records a page view for every storefront route the visitor opens; admin pages are not visits.
// What a view does (the session, its countdown, the requests) is a chunk of its own
// (page-views.ts), asked for after the visit's first paint: it is not what a first visit shows.
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { paths } from '@/config/paths'
import { firstPaint } from '@/lib/first-paint'

export function usePageTracking() {
  const [location] = useLocation()
  useEffect(() => {
    if (location === paths.admin || location.startsWith(`${paths.admin}/`)) return
    let left = false
    void firstPaint()
      .then(() => import('./page-views'))
      .then(({ trackPage }) => {
        if (!left) void trackPage(location)
      })
      // A chunk that cannot come (offline): analytics never get in a shopper's way.
      .catch(() => undefined)
    return () => {
      left = true
    }
  }, [location])
}
