// V8 compiles a function the first time it is called, on the page's main thread, unless the file
// asks for eager compilation: then the whole file is compiled as it streams in, on a background
// thread. The app's own chunk (React, i18next, the query cache, the shell) is nearly all called on
// every first render, so it asks, with Chrome's explicit compile hint (Chrome 136+; other
// browsers read a comment). The lazily loaded screens keep V8's default: most of their functions
// wait for a click. Measured in Lighthouse (checkout, warm, medians of 3, the two builds
// alternated): blocking time 609 -> 217 ms in English and 473 -> 338 ms in Arabic
// (docs/benchmarks.md, 1 December).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The comment V8 reads on a file's first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export function compileHints(): Plugin {
  return {
    name: 'bmp-compile-hints',
    apply: 'build',
    // Once written: the minifier drops every comment, and Vite's last step puts its own first line
    // (the table of the chunks' dependencies) on top of the chunk.
    writeBundle({ dir = '' }, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const file = join(dir, chunk.fileName)
        writeFileSync(file, `${EAGER_COMPILE_HINT}\n${readFileSync(file, 'utf8')}`)
      }
    },
  }
}
