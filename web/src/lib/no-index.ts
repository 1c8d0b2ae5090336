// A screen that says "not found" asks search engines not to keep its address. The worker answers
// 404 for a product that is gone, but any other unknown path is the app's page with 200 (the
// static files' single-page fallback answers it before the worker): a crawler that runs the app
// reads this tag instead, as search engines advise for single-page apps.
import { useEffect } from 'react'

/** While the calling screen is shown, `<meta name="robots" content="noindex">` is in the head. */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex'
    document.head.append(tag)
    return () => tag.remove()
  }, [])
}
