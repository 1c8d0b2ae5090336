// The shop built with a status of the tests' own (the status-extension project of
// test/vitest.config.ts): this plugin puts test/worker/status-extension/order-status.ts in the
// place of the status table (worker/domain/order-status.ts) for every module but that one, and
// adds the new status's labels (en.json and ar.json beside it) to the bot's texts, which the bot
// and the e-mails name statuses by. Nothing else of the shop changes: what the test then sees is
// what a new row and its labels alone give.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))
const TABLE = path('../worker/domain/order-status.ts')
const TEST_TABLE = path('./worker/status-extension/order-status.ts')
const MORE_TEXTS: Record<string, string> = {
  [path('../worker/telegram/locales/en.json')]: path('./worker/status-extension/en.json'),
  [path('../worker/telegram/locales/ar.json')]: path('./worker/status-extension/ar.json'),
}

export function statusExtension(): Plugin {
  return {
    name: 'status-extension',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === TEST_TABLE || !source.includes('order-status')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === TABLE ? TEST_TABLE : null
    },
    // Before vite:json makes a module of it: the file's texts and the test's.
    transform(code, id) {
      const more = MORE_TEXTS[id]
      if (!more) return null
      const texts = { ...JSON.parse(code), ...JSON.parse(readFileSync(more, 'utf8')) }
      return { code: JSON.stringify(texts), map: null }
    },
  }
}
