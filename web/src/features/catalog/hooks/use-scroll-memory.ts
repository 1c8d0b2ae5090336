// Back from a product, the shopper finds the catalogue where they left it: the scroll position is
// kept per address in sessionStorage and restored once the (cached) pages are on screen again.
import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useSearch } from 'wouter'

const key = (place: string) => `scroll:${place}`

export function useScrollMemory(ready: boolean) {
  const [path] = useLocation()
  const place = `${path}?${useSearch()}`
  useLayoutEffect(() => {
    if (!ready) return
    const saved = Number(sessionStorage.getItem(key(place)))
    if (saved > 0) window.scrollTo(0, saved)
  }, [ready, place])
  useEffect(() => {
    const remember = () => sessionStorage.setItem(key(place), String(window.scrollY))
    // Leaving the page (a card's link) unmounts the catalogue; the position then is the one kept.
    return remember
  }, [place])
}
