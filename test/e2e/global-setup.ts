// Once per run: seeds the local state and bundles the worker (side by side: both are wrangler
// runs), then starts the shop that the files which only read share (test/e2e/own-shop.ts). Every
// other file starts its own shop on a copy of the seeded state with that bundle.
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { buildWorker, seedStateAsync, startShop } from '../helpers/shop-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory under test/artifacts: the seeded state, then one state per file. */
    e2eRunDir: string
    /** The wrangler config that serves the worker bundled once for this run (`buildWorker`). */
    e2eWorkerConfig: string
    /** The address of the shop shared by the files that only read. */
    e2eSharedShop: string
  }
}

export default async function setup(project: TestProject) {
  // One directory per run, so two runs on one machine never share a database.
  const runDir = `test/artifacts/e2e-${process.pid}`
  const [config] = await Promise.all([
    buildWorker(`${runDir}/worker`),
    seedStateAsync(`${runDir}/seeded`),
  ])
  const shared = await startShop(`${runDir}/shared`, { seeded: `${runDir}/seeded`, config })
  project.provide('e2eRunDir', runDir)
  project.provide('e2eWorkerConfig', config)
  project.provide('e2eSharedShop', shared.baseURL)
  return async () => {
    await shared.stop()
    // A shop that is still flushing as it exits may leave files behind (gitignored, harmless).
    try {
      rmSync(runDir, { recursive: true, force: true, maxRetries: 3 })
    } catch {
      // left for the next run's clean-up
    }
  }
}
