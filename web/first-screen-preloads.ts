// A link's own screen starts downloading with the page, not after the app's script. Every screen
// but home is a lazily loaded chunk (web/src/app/router.tsx) that the app asks for once its own
// 120 KB script has come and run; on a phone's slow 4G that made a first visit of the checkout, an
// SMS's tracking link or a payment link wait one more round of requests (over HTTP/1.1, three
// rounds: the checkout needs eleven small chunks). A small inline script in index.html now adds a
// <link rel="modulepreload"> for each chunk of the screen the address shows, so they come beside
// the app's script; the app's import() then finds them already loaded.
//
// The addresses and screens are read from router.tsx's ROUTES and lazyPage() calls, and paths.ts,
// at build time, and the build fails when one cannot be read, so the table cannot drift from the
// router. The Content-Security-Policy allows it by its SHA-256 (web/inline-script-csp.ts).
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'regexparam'
import type { OutputBundle } from 'rollup'
import type { Plugin, ResolvedConfig } from 'vite'
import { MAX_IDS_PER_CALL, MAX_PAGE_SIZE } from '../worker/domain/catalogue'
import { FIRST_VIEW_ATTRIBUTE } from '../worker/domain/first-view'
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '../worker/domain/language'
import { SIGNED_IN_COOKIE } from '../worker/domain/signed-in-hint'
import { contentfulPaint } from './src/lib/contentful-paint'
import { FIRST_SCREEN_REQUESTS } from './src/lib/first-screen-requests'
import { productIdPages } from './src/lib/queries/product-id-pages'
import { CART_STORAGE_KEY, savedCartIds } from './src/stores/cart-storage'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  GARAGE_STORAGE_KEY,
  isRtl,
  keepLinkedLanguage,
  languageCookie,
  startingNamespaces,
  startingLanguage,
} from './src/lib/languages'

/** The address `paths.<name>` (web/src/config/paths.ts) stands for. */
function pathOf(webRoot: string, name: string): string {
  const paths = readFileSync(resolve(webRoot, 'src/config/paths.ts'), 'utf8')
  const found = new RegExp(`^\\s*${name}: '([^']+)',$`, 'm').exec(paths)?.[1]
  if (!found) throw new Error(`first-screen-preloads: paths.${name} is not a plain address`)
  return found
}

/** Each address pattern that shows a lazily loaded screen, with the screen's source file and the
 * text namespaces it loads beside its code. */
function lazyScreens(webRoot: string): { pattern: string; file: string; namespaces: string[] }[] {
  const src = resolve(webRoot, 'src')
  const router = readFileSync(resolve(src, 'app/router.tsx'), 'utf8')
  const screens = new Map(
    [
      ...router.matchAll(
        /const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)(?:,\s*\[([^\]]*)\])?/g,
      ),
    ].map(([, name = '', spec = '', list = '']) => [
      name,
      { spec, namespaces: [...list.matchAll(/'([\w-]+)'/g)].map(([, ns = '']) => ns) },
    ]),
  )
  const fileOf = (spec: string) => {
    const base = spec.startsWith('@/')
      ? resolve(src, spec.slice(2))
      : resolve(src, 'app', spec.replace(/^\.\//, ''))
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f))
    if (!file) throw new Error(`first-screen-preloads: no file for ${spec}`)
    return file
  }
  const found = []
  const table = /^const ROUTES[\s\S]*?\]\[\] = \[\n([\s\S]*?)^\]$/m.exec(router)?.[1]
  if (!table) throw new Error('first-screen-preloads: no ROUTES table in router.tsx')
  const entries = [...table.matchAll(/\[(?:paths\.(\w+)|'([^']+)'|adminRoute), (\w+)\]/g)]
  if (entries.length !== table.match(/^\s*\[/gm)?.length)
    throw new Error('first-screen-preloads: a ROUTES entry of another form')
  for (const [line, path, literal, page = ''] of entries) {
    const screen = screens.get(page)
    // Home is in the app's own chunk; the owner's screens are opened on a device that has them.
    const pattern = path ? pathOf(webRoot, path) : (literal ?? '')
    if (!screen || line.includes('adminRoute') || pattern.startsWith('/admin')) continue
    found.push({ pattern, file: fileOf(screen.spec), namespaces: screen.namespaces })
  }
  return found
}

/** Each language's texts of the `wanted` namespaces that are chunks of their own, by namespace
 * (English `common` and `home` are in the app's chunk). */
function textChunks(
  bundle: OutputBundle,
  assets: string,
  wanted: ReadonlySet<string>,
): Record<string, Record<string, string>> {
  const texts: Record<string, Record<string, string>> = {}
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue
    const [, language = '', namespace = ''] =
      /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '') ?? []
    if (language && wanted.has(namespace))
      (texts[language] ??= {})[namespace] = chunk.fileName.slice(assets.length)
  }
  return texts
}

/** A chunk's file and those of the chunks it imports, but none of `known` (nor what they import). */
function withImports(bundle: OutputBundle, file: string, known = new Set<string>()): Set<string> {
  const files = new Set<string>()
  const visit = (name: string) => {
    if (files.has(name) || known.has(name)) return
    files.add(name)
    const next = bundle[name]
    if (next?.type === 'chunk') next.imports.forEach(visit)
  }
  visit(file)
  return files
}

/** Each language's writing direction, as the app sets it on <html>. */
const directions = Object.fromEntries(LANGUAGES.map((l) => [l.code, isRtl(l.code) ? 'rtl' : 'ltr']))

/**
 * The inline script: first the language a message's link names, kept as the visitor's choice
 * (`keepLinkedLanguage`); then the first matching pattern's chunks (in `dir`) as modulepreload
 * links; the texts the first screen starts with (the garage's when a bike is chosen) and its own,
 * in the language the app will choose (the app's own rules, by their source); and, for a visitor
 * with the signed-in hint, the session the header asks for and, on the checkout (`checkout`, an
 * address pattern), the cards of the cart's products, which its first render waits for too (as
 * the app's fetch asks, so it takes the answer). On a page the worker wrote with a first view
 * (FIRST_VIEW_ATTRIBUTE), all of it is asked for once that view is painted, or when the app starts
 * if that is sooner (src/lib/first-screen-requests.ts, which calls the script's `go` through
 * `window`): asked beside the styles, on a slow network it shared their bandwidth and held the
 * first paint back, while the app's own script, asked with the page, takes longer to come than the
 * styles anyway. On any other page it also sets <html lang dir> to that language, which the shop's
 * bar painted from index.html is written in (web/first-view-shell.ts).
 */
const preloadScript = (
  dir: string,
  table: [pattern: string, files: string[], namespaces: string[]][],
  texts: Record<string, Record<string, string>>,
  checkout: string,
) =>
  `{(${keepLinkedLanguage.toString()})(${JSON.stringify(LANGUAGE_PARAM)},` +
  `${JSON.stringify(LANGUAGES.map((l) => l.code))},${JSON.stringify(LANGUAGE_STORAGE_KEY)},` +
  `(l)=>(${languageCookie.toString()})(${JSON.stringify(LANGUAGE_COOKIE)},l));` +
  `const d=${JSON.stringify(dir)},t=${JSON.stringify(texts)},e=${JSON.stringify(DEFAULT_LANGUAGE)},` +
  `read=(k)=>{try{return JSON.parse(localStorage.getItem(k))}catch{return null}},` +
  `pick=(${startingLanguage.toString()}),start=(${startingNamespaces.toString()}),` +
  `g=pick(read(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),navigator.languages,` +
  `${JSON.stringify(LANGUAGES.map((l) => l.code))})||e,` +
  `add=(h,r,f)=>{const l=document.createElement("link");l.rel=r;l.href=h;` +
  `if(f){l.as=f;l.crossOrigin=""}document.head.append(l)},go=()=>{if(!window.${FIRST_SCREEN_REQUESTS})return;` +
  `delete window.${FIRST_SCREEN_REQUESTS};let n=[];` +
  `for(const[p,f,x]of ${JSON.stringify(table)})if(new RegExp(p,"i").test(location.pathname))` +
  `{for(const h of f)add(d+h,"modulepreload");n=x;break}` +
  `for(const x of[...start(read(${JSON.stringify(GARAGE_STORAGE_KEY)}),location.search),...n])` +
  `{const h=t[g]?.[x];if(h)add(d+h,"modulepreload")}` +
  `if(document.cookie.split(";").some((c)=>c.trim().startsWith(${JSON.stringify(`${SIGNED_IN_COOKIE}=`)})))` +
  `{add("/api/auth/me","preload","fetch");if(new RegExp(${JSON.stringify(checkout)},"i").test(location.pathname))` +
  `for(const q of(${productIdPages.toString()})((${savedCartIds.toString()})(read(${JSON.stringify(CART_STORAGE_KEY)})),` +
  `${String(MAX_IDS_PER_CALL)},${String(MAX_PAGE_SIZE)}))add("/api/products?"+new URLSearchParams(q),"preload","fetch")}};` +
  `window.${FIRST_SCREEN_REQUESTS}=go;const h=document.documentElement;h.hasAttribute(${JSON.stringify(FIRST_VIEW_ATTRIBUTE)})?` +
  `(${contentfulPaint.toString()})().then(go):(h.lang=g,h.dir=${JSON.stringify(directions)}[g],go())}`

export function firstScreenPreloads(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'bmp-first-screen-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) throw new Error('first-screen-preloads: no bundle')
        // index.html preloads the app's own chunk and what it imports already.
        const app = withImports(bundle, entry.fileName)
        const assets = `${config.build.assetsDir}/`
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const table = lazyScreens(config.root).map(({ pattern, file, namespaces }) => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === file)
          if (!chunk) throw new Error(`first-screen-preloads: no chunk for ${file}`)
          const files = [...withImports(bundle, chunk.fileName, app)].map((f) =>
            f.slice(assets.length),
          )
          if (files.some((f) => f.includes('/')))
            throw new Error('first-screen-preloads: a chunk outside assets/')
          // wouter's own matcher (regexparam), as the router matches the address.
          return [parse(pattern).pattern.source, files, namespaces] as [string, string[], string[]]
        })
        // Only the texts a first screen starts with (not the dashboard's, say).
        const wanted = new Set([
          ...startingNamespaces({ current: 'any' }, ''),
          ...table.flatMap(([, , ns]) => ns),
        ])
        const script = preloadScript(
          config.base + assets,
          table,
          textChunks(bundle, assets, wanted),
          parse(pathOf(config.root, 'checkout')).pattern.source,
        )
        return html.replace('</head>', () => `<script>${script}</script></head>`)
      },
    },
  }
}
