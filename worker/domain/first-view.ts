// A first view: the top of the page painted from its HTML, before any script has run, laid out with
// the app's own classes so the app's first render puts the same things in the same places. The
// worker writes one into a shared product link and a first visit's checkout, in the shopper's
// language; every other page gets the shop's bar from index.html (web/first-view-shell.ts).
import { escapeHtml } from './html'

// A page the worker wrote with a first view says so on its <html>, so index.html's inline scripts
// leave that view as it is and ask for the app's screen, texts and data after it is painted rather
// than beside the styles it waits for (web/first-screen-preloads.ts).
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view'

/** The first views' words, as the app writes them (web/src/locales/{en,ar}/common.json
 * `brand.name` and `search.placeholder`, and checkout.json `title`;
 * test/worker/checkout-page.test.ts keeps them the same). */
export const FIRST_VIEW_TEXTS = {
  en: {
    brand: 'Baghdad Moto Parts',
    search: 'Search helmets, brake pads, tyres…',
    checkout: 'Checkout',
  },
  ar: {
    brand: 'بغداد موتو بارتس',
    search: 'ابحث عن خوذ، فحمات فرامل، إطارات…',
    checkout: 'إتمام الطلب',
  },
} as const

export type PageLanguage = keyof typeof FIRST_VIEW_TEXTS

/** The shop's bar as the app's header lays it out on a phone: the menu, the logo and the search
 * row, with the search box's own words (on the checkout, its largest text). */
export function shopBar(language: PageLanguage): string {
  const search = escapeHtml(FIRST_VIEW_TEXTS[language].search)
  return `<header class="header" aria-hidden="true"><div class="header-bar container"><span class="icon-btn menu-toggle"></span><span class="logo"><span class="logo-mark">BM</span></span></div><div class="container search-mobile-row"><div class="search-wrap search-mobile"><div class="search"><input tabindex="-1" disabled placeholder="${search}" /></div></div></div></header>`
}
