// Every test: worker tests in the Workers runtime against real local D1/R2 (miniflare), pure web
// rules in Node, and browser tests driving Debian's Chromium against `npm start`'s server.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The same aliases as web/vite.config.ts, so rule tests import what the app imports. */
const webAliases = {
  '@/': `${root}/web/src/`,
  '@domain/': `${root}/worker/domain/`,
  '@schemas/': `${root}/worker/schemas/`,
}

export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
                SITE_URL: 'http://shop.test',
                // The bot talks to the fake Bot API of test/worker/bot/fake-telegram.ts.
                TELEGRAM_API_URL: 'http://telegram.test',
                TELEGRAM_BOT_TOKEN: '123456:test-bot-token',
                TELEGRAM_WEBHOOK_SECRET: 'test-webhook-secret',
                TELEGRAM_ADMIN_CHAT_IDS: '1001, 1002',
                TELEGRAM_SUPPORT_CHAT_ID: '-1009',
                TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          setupFiles: ['test/worker/setup.ts'],
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
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a busy 2-CPU machine may need seconds, not the default 1 s, to settle.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
