// A browser test file that changes the shop (products, orders, settings, accounts, messages) runs
// a shop of its own: a copy of the run's seeded state (made once by global-setup.ts) under its own
// `wrangler dev`, so what it changes no other file sees, and files can run side by side. A file
// that only reads uses the run's shared shop instead (one `wrangler dev` fewer, about 4 CPU-s and
// 3 s of waiting): it changes nothing another file could see, and its contexts' client addresses
// are its own (browser.ts), so no rate limit counts another file's calls.
import { basename } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { type RunningShop, startShop } from '../helpers/shop-server'

let shop: Pick<RunningShop, 'baseURL'> | undefined

/** The address of this file's shop. */
export function baseURL(): string {
  if (!shop) throw new Error('This test file has no shop: call ownShop() or sharedShop().')
  return shop.baseURL
}

/** For a file that only reads: the run's shared shop (started by global-setup.ts). */
export function sharedShop(): void {
  shop = { baseURL: inject('e2eSharedShop') }
  reportAfterFailures()
}

/** Starts this file's shop before its tests and stops it after them. `assetsDir`: serve this copy
 * of the built web app instead of web/dist. */
export function ownShop({
  assetsDir,
  vars,
  scheduled,
  onLine,
}: {
  assetsDir?: string
  /** Settings for this shop, read when it starts (after the file's earlier beforeAll hooks). */
  vars?: () => Record<string, string>
  /** Its crons can be fired (fireCron of test/helpers/local-crons.ts), as under `npm start`. */
  scheduled?: boolean
  /** Each line the shop's worker writes (the mock SMS provider's texts among them). */
  onLine?: (line: string) => void
} = {}): void {
  const runDir = inject('e2eRunDir')
  const file = basename(expect.getState().testPath ?? 'unnamed', '.test.ts')
  let own: RunningShop | undefined
  beforeAll(async () => {
    shop = own = await startShop(`${runDir}/${file}`, {
      seeded: `${runDir}/seeded`,
      // --test-scheduled's /__scheduled is middleware wrangler bundles in: not with the run's
      // worker bundled once (no_bundle).
      config: scheduled ? undefined : inject('e2eWorkerConfig'),
      assetsDir,
      vars: vars?.(),
      scheduled,
      onLine,
    })
  })
  reportAfterFailures()
  afterAll(async () => {
    await own?.stop()
    shop = undefined
  })
}

function reportAfterFailures(): void {
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
}
