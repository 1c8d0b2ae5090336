// Every page's first view: the shop's bar, painted from index.html before the app's script has
// run. A returning shopper's page comes from the service worker at once, but the app then takes
// about 2 s to evaluate and render on a phone at a quarter of this machine's speed (warm home page,
// Chromium with its CPU slowed 4×), and the screen stayed blank until then; with the bar it paints
// at 0.7–1.1 s (medians, docs/storefront.md). A small inline script after #root writes the bar in the
// language <html lang> was set to by the first inline script (web/first-screen-preloads.ts, by the
// app's own rules), with the markup the worker writes into its own first views
// (worker/domain/first-view.ts), and the app's first render replaces it. A page the worker wrote a
// first view into keeps that one.
import type { Plugin } from 'vite'
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_TEXTS, shopBar } from '../worker/domain/first-view'

const ROOT = '<div id="root"></div>'

/** The bar in each language, wrapped as the app's shell wraps its header. */
const views = Object.fromEntries(
  Object.keys(FIRST_VIEW_TEXTS).map((language) => [
    language,
    `<div class="shell">${shopBar(language as keyof typeof FIRST_VIEW_TEXTS)}</div>`,
  ]),
)

// `<` written as its escape, so no markup in the strings can end the script.
const shellScript = () =>
  `{const h=document.documentElement,v=${JSON.stringify(views).replace(/</g, '\\u003c')};` +
  `h.hasAttribute(${JSON.stringify(FIRST_VIEW_ATTRIBUTE)})||` +
  `(document.getElementById("root").innerHTML=v[h.lang]??v.en)}`

export function firstViewShell(): Plugin {
  return {
    name: 'bmp-first-view-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(ROOT)) throw new Error(`first-view-shell: no ${ROOT} in index.html`)
        return html.replace(ROOT, () => `${ROOT}<script>${shellScript()}</script>`)
      },
    },
  }
}
