// Each browser test file runs a shop of its own: a copy of the run's seeded state (made once by
// global-setup.ts) under its own `wrangler dev`, so what one file changes (products, orders,
// settings, visits, rate-limit counters) no other file sees, and files can run side by side.
import { basename } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
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
  // What wrangler printed (a line per request it served, with its time), kept to tell after a
  // failed test whether the shop answered slowly or not at all.
  const printed: { at: number; line: string }[] = []
  let testStarted = 0
  beforeAll(async () => {
    shop = await startShop(`${runDir}/${file}`, {
      seeded: `${runDir}/seeded`,
      assetsDir,
      vars: vars?.(),
      onLine: (line) => printed.push({ at: Date.now(), line }),
    })
  })
  beforeEach(() => {
    testStarted = Date.now()
  })
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return
    const during = printed.filter(({ at }) => at >= testStarted)
    const lines = during.map(
      ({ at, line }) => `  +${((at - testStarted) / 1000).toFixed(1)} s ${line}`,
    )
    console.log(`The shop printed during "${task.name}":\n${lines.join('\n')}`)
  })
  afterAll(async () => {
    await shop?.stop()
    shop = undefined
  })
}
