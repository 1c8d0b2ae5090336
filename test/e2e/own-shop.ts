// Each browser test file runs a shop of its own: a copy of the run's seeded state (made once by
// global-setup.ts) under its own `wrangler dev`, so what one file changes (products, orders,
// settings, visits, rate-limit counters) no other file sees, and files can run side by side.
import { basename } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { type RunningShop, startShop } from '../helpers/shop-server'

let shop: RunningShop | undefined

/** The address of this file's shop. */
export function baseURL(): string {
  if (!shop) throw new Error('This test file has no shop: call ownShop() at its top level.')
  return shop.baseURL
}

/** Starts this file's shop before its tests and stops it after them. `assetsDir`: serve this copy
 * of the built web app instead of web/dist. */
export function ownShop({
  assetsDir,
  vars,
}: {
  assetsDir?: string
  /** Settings for this shop, read when it starts (after the file's earlier beforeAll hooks). */
  vars?: () => Record<string, string>
} = {}): void {
  const runDir = inject('e2eRunDir')
  const file = basename(expect.getState().testPath ?? 'unnamed', '.test.ts')
  beforeAll(async () => {
    shop = await startShop(`${runDir}/${file}`, {
      seeded: `${runDir}/seeded`,
      assetsDir,
      vars: vars?.(),
    })
  })
  // After a failed test: whether the shop still answers, and how fast, to tell a page that
  // stalled from a shop that did. (Wrangler's line per request would say more, but logging each
  // one through wrangler's own process cost about a second of CPU per file.)
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !shop) return
    const started = Date.now()
    const answer = await fetch(`${shop.baseURL}/api/settings`, {
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => `did not answer (${String(error)})`,
    )
    console.log(`After "${task.name}" the shop ${answer} in ${Date.now() - started} ms.`)
  })
  afterAll(async () => {
    await shop?.stop()
    shop = undefined
  })
}
