// The browser tab's title names the page (WCAG 2.4.2): its main heading, then the shop's name, in
// the page's language. Every screen was titled with the shop's name alone, so tabs, history and
// screen readers could not tell one page from another.
import { useEffect } from 'react'

/** Keeps `document.title` on the heading of `#main` as it renders and changes; home (whose heading
 * is a slogan) is the shop's name alone. */
export function useTitleFromHeading(shopName: string, isHome: boolean) {
  useEffect(() => {
    const main = document.getElementById('main')
    if (!main) return
    const update = () => {
      const heading = isHome ? '' : main.querySelector('h1')?.textContent.trim()
      document.title = heading ? `${heading} — ${shopName}` : shopName
    }
    update()
    // The heading comes with the page's data (a product's name) and changes with the language.
    const observer = new MutationObserver(update)
    observer.observe(main, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [shopName, isHome])
}
