// The installable shop: web manifest, our own service worker (sw/sw.ts) and its precached shell:
// the first page plus the screens a shopper needs to browse, fill the cart and order while
// offline (and sign-in, which then says it needs the connection), in both languages. Other
// screens are cached the first time they are opened, so nobody downloads the admin. The app
// registers the worker itself (features/offline).
import type { OutputBundle, OutputChunk } from 'rollup'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const OFFLINE_SHELL = [
  /\/src\/main\.tsx$/,
  /\/src\/app\/routes\/(product|checkout|orders|wishlist|login|register)\.tsx$/,
  /\/src\/features\/cart\/components\/cart-panel\.tsx$/,
  // A signed-in shopper's page loads the garage sync at once, maybe before the worker controls it.
  /\/src\/features\/garage\/garage-sync\.tsx$/,
  /\/src\/components\/garage\/garage-panel\.tsx$/,
  /\/src\/locales\/(en|ar)\/(common|home|cart|product|checkout|orders|wishlist|auth|errors|garage)\.json$/,
]

export function pwa(): Plugin[] {
  let bundle: OutputBundle = {}
  const captureBundle: Plugin = {
    name: 'bmp-offline-shell',
    apply: 'build',
    generateBundle(_, output) {
      bundle = output
    },
  }
  const worker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    // The browser fetches the install icons itself; the shell needs only the favicon.
    includeManifestIcons: false,
    manifest: {
      name: 'Baghdad Moto Parts',
      short_name: 'Moto Parts',
      description: 'Motorcycle parts, helmets and riding gear from our Baghdad store.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1115',
      background_color: '#f4f5f7',
      icons: [
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/icon.svg'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(bundle)
          const inShell = (url: string) => !url.startsWith('assets/') || shell.has(url)
          return Promise.resolve({ manifest: entries.filter((entry) => inShell(entry.url)) })
        },
      ],
    },
  })
  return [captureBundle, ...worker]
}

/** The chunks of the offline shell with everything they import statically, and their styles. */
function shellFiles(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o): o is OutputChunk => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  )
  const files = new Set<string>()
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css))
    chunk.imports.forEach((name) => {
      const imported = chunks.get(name)
      if (imported) add(imported)
    })
  }
  for (const chunk of chunks.values()) {
    const source = chunk.facadeModuleId
    if (source && OFFLINE_SHELL.some((pattern) => pattern.test(source))) add(chunk)
  }
  return files
}
