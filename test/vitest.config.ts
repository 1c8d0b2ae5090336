// Every test: worker tests in the Workers runtime against real local D1/R2 (miniflare), pure domain
// and web rules in Node, and browser tests driving Debian's Chromium against `npm start`'s server.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { statusExtension } from './status-extension'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The same aliases as web/vite.config.ts, so rule tests import what the app imports. */
const webAliases = {
  '@/': `${root}/web/src/`,
  '@domain/': `${root}/worker/domain/`,
  '@schemas/': `${root}/worker/schemas/`,
}

/** The browser files that take longest (measured on 26 November 2026), longest first. Vitest runs
 * the files it has no timings for (every file on a clean checkout, as in CI) in name order, which
 * started the two width sweeps last and ended the run about 40 s after everything else. */
const LONGEST_FIRST = [
  'widths',
  'storefront',
  'admin',
  'account-services',
  'admin-arabic',
  'widths-dashboard',
  'offline',
  'payments',
  'garage',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(basename(file.moduleId, '.test.ts'))
      return at === -1 ? LONGEST_FIRST.length : at
    }
    // A stable sort: the other files keep vitest's order (its timings when it has them).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/** The worker in the real Workers runtime, with the test secrets and all migrations, plus
 * `bindings`. */
const workersRuntime = (bindings: Record<string, string>) =>
  cloudflareTest(async () => ({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
        SITE_URL: 'http://shop.test',
        ...bindings,
        TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
      },
    },
  }))

export default defineConfig({
  root,
  test: {
    // The projects share these workers, so short worker files fill the gaps between browser files
    // (which wait on Chromium and wrangler much of the time). Vitest's default on 2 CPUs is 1.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        root,
        plugins: [
          workersRuntime({
            // The bot talks to the fake Bot API of test/worker/bot/fake-telegram.ts.
            TELEGRAM_API_URL: 'http://telegram.test',
            TELEGRAM_BOT_TOKEN: '123456:test-bot-token',
            TELEGRAM_WEBHOOK_SECRET: 'test-webhook-secret',
            TELEGRAM_ADMIN_CHAT_IDS: '1001, 1002',
            // Who may act in an admin group chat (test/worker/cod-loop.test.ts).
            TELEGRAM_ADMIN_USER_IDS: '7001',
            TELEGRAM_SUPPORT_CHAT_ID: '-1009',
            REQUEST_LOG: 'off',
            // No payment provider unless a test sets one (.dev.vars points `npm start` at the
            // local fakes): the payment tests pass theirs with each call.
            FIB_CLIENT_ID: '',
            FIB_CLIENT_SECRET: '',
            QI_USERNAME: '',
            QI_PASSWORD: '',
            QI_TERMINAL_ID: '',
            QI_PUBLIC_KEY: '',
            ZAINCASH_CLIENT_ID: '',
            ZAINCASH_CLIENT_SECRET: '',
            ZAINCASH_API_KEY: '',
            PAYPAL_CLIENT_ID: '',
            PAYPAL_CLIENT_SECRET: '',
            PAYPAL_WEBHOOK_ID: '',
            // Nor a courier or WhatsApp (a run that seeds a shop writes .dev.vars, which the pool
            // reads too): their tests pass theirs with each call.
            ALWASEET_USERNAME: '',
            ALWASEET_PASSWORD: '',
            BOXY_API_KEY: '',
            BOXY_API_SECRET: '',
            BOXY_WEBHOOK_SECRET: '',
            WHATSAPP_PHONE_NUMBER_ID: '',
            WHATSAPP_TOKEN: '',
            WHATSAPP_APP_SECRET: '',
            WHATSAPP_VERIFY_TOKEN: '',
            // The fake Bot API has no rate limit: a chat's messages need not wait a second
            // each (test/worker/deliveries.test.ts turns the pace on where it tests it).
            TELEGRAM_PACING: 'off',
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          // The files of one vitest worker share a Workers runtime: a runtime per file cost more
          // CPU than the tests (74 s against 32 s for this project). Each file still starts
          // from empty storage and a fresh fake Telegram (test/worker/setup.ts).
          isolate: false,
          // Pure rules need no Workers runtime.
          exclude: [...configDefaults.exclude, 'test/worker/domain/**'],
          setupFiles: ['test/worker/setup.ts'],
          // Beside the browser tests a busy machine may take several times as long.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        root,
        test: { name: 'domain', include: ['test/worker/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        // The shop built with a status of the tests' own, which only its row in the status table
        // and its two labels add (test/status-extension.ts): in a runtime of its own, as the swap
        // reaches every module.
        root,
        plugins: [
          // The bot off: its texts are read directly.
          workersRuntime({ TELEGRAM_BOT_TOKEN: '', REQUEST_LOG: 'off' }),
          statusExtension(),
        ],
        test: {
          name: 'status-extension',
          include: ['test/worker/status-extension/*.spec.ts'],
          setupFiles: ['test/worker/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        root,
        resolve: { alias: webAliases },
        test: { name: 'web', include: ['test/web/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        root,
        test: {
          name: 'docs',
          // The docs' links, the deploy guard's rule (test/deploy) and the local database's
          // making (test/seeds).
          include: [
            'test/docs/**/*.test.ts',
            'test/deploy/**/*.test.ts',
            'test/seeds/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        root,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Seeds and bundles the worker once, and starts the shop the read-only files share; each
          // other file runs its own shop (test/e2e/own-shop.ts), so files run in parallel and none
          // depends on what another one did.
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page on a busy 2-CPU machine may need seconds, not the default 1 s, to settle.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
