// The first page's stylesheet written into index.html, so the first view the worker writes there
// (worker/routes/app-page.ts) is painted as soon as the page has come, not one more request later
// (on a phone's slow 4G a round trip is 150 ms or more). Two details keep it safe:
// - A lazily loaded screen lists that stylesheet among what it needs, and Vite's loader adds a
//   <link> for any it finds none for. The page keeps a disabled one (which the browser does not
//   fetch) so the same rules are not loaded again after the screens' own and override them.
// - The Content-Security-Policy allows no inline style; the page's headers (dist/_headers) allow
//   this one by its hash.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/** The CSP source that allows exactly this inline style. */
export const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`

export function inlineStyles(): Plugin {
  let config: ResolvedConfig
  let hash = ''
  return {
    name: 'bmp-inline-styles',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const [file, ...more] = chunk?.viteMetadata?.importedCss ?? []
        const asset = file ? bundle?.[file] : undefined
        if (!file || more.length > 0 || asset?.type !== 'asset')
          throw new Error('inline-styles: the entry should have exactly one stylesheet')
        const css = String(asset.source)
        const href = `${config.base}${file}`
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="${href}"[^>]*>`)
        if (!link.test(html)) throw new Error(`inline-styles: no <link> to ${href} in index.html`)
        hash = styleHash(css)
        return html.replace(
          link,
          () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
        )
      },
    },
    closeBundle() {
      if (!hash) return
      const headers = resolve(config.root, config.build.outDir, '_headers')
      const text = readFileSync(headers, 'utf8')
      const csp = /^(\s*Content-Security-Policy:.*style-src 'self')(;)/m
      if (!csp.test(text)) throw new Error("inline-styles: no style-src 'self' in _headers")
      writeFileSync(headers, text.replace(csp, `$1 ${hash}$2`))
    },
  }
}
