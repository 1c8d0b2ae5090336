// The Content-Security-Policy (web/public/_headers) allows no inline script but the built
// index.html's own, each by its SHA-256: once the page is final, the build writes their hashes into
// dist/_headers' script-src, so a script changed or added in index.html cannot be left out.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The text of each inline script (one without `src`) of a page, in order. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, s = '']) => s)

export function inlineScriptCsp(): Plugin {
  let config: ResolvedConfig
  let wrotePage = false
  return {
    name: 'bmp-inline-script-csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_, bundle) {
      wrotePage = 'index.html' in bundle
    },
    // After every plugin has written its part of the page (closeBundle comes last); not after a
    // failed build, which wrote no page.
    closeBundle() {
      if (!wrotePage) return
      const dist = resolve(config.root, config.build.outDir)
      const page = readFileSync(resolve(dist, 'index.html'), 'utf8')
      const sources = inlineScripts(page).map((script) => ` ${scriptHash(script)}`)
      const headers = resolve(dist, '_headers')
      const text = readFileSync(headers, 'utf8')
      const csp = /^(\s*Content-Security-Policy:.*script-src 'self')(;)/m
      if (!csp.test(text)) throw new Error("inline-script-csp: no script-src 'self' in _headers")
      writeFileSync(headers, text.replace(csp, `$1${sources.join('')}$2`))
    },
  }
}
