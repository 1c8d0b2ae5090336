// Scrolling: to a section of the page, and to the top of each new page.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'

// Scrolls to a section of the page: smoothly, unless the visitor's system asks for less motion.
export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  })
}

/**
 * A link or a redirect to another page opens it at its top. The History API that the router uses
 * keeps the scroll position of the page before: a product opened from deep in the grid, or the
 * orders after placing one, opened thousands of pixels down. Back and forward keep their place (the
 * browser's restoration, the catalogue's own memory), a link to a section (#id) goes there, and a
 * new query on the same page (a filter, a sort) stays where the shopper is.
 */
export function useNewPageAtTop() {
  const [path] = useLocation()
  const previous = useRef(path)
  const poppedTo = useRef<string | null>(null)
  useEffect(() => {
    const popped = () => (poppedTo.current = location.pathname)
    addEventListener('popstate', popped)
    return () => removeEventListener('popstate', popped)
  }, [])
  useLayoutEffect(() => {
    if (path === previous.current) return
    previous.current = path
    const cameBack = poppedTo.current === location.pathname
    poppedTo.current = null
    if (!cameBack && !location.hash) window.scrollTo(0, 0)
  }, [path])
}
