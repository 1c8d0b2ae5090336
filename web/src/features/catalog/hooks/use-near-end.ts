// Calls `onNear` when the element it returns a ref for comes within a screen of the viewport:
// the catalogue's next page starts loading before the shopper reaches the end.
import { useEffect, useRef, useState } from 'react'

export function useNearEnd(onNear: () => void, enabled: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const latest = useRef(onNear)
  useEffect(() => {
    latest.current = onNear
  })
  useEffect(() => {
    if (!element || !enabled) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, enabled])
  return setElement
}
