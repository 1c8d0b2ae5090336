// Seeds the local state once per run; every browser test file starts its own shop on a copy of
// it (test/e2e/own-shop.ts), so no file sees what another one changed.
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { seedState } from '../helpers/shop-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory under test/artifacts: the seeded state, then one state per file. */
    e2eRunDir: string
  }
}

export default function setup(project: TestProject) {
  // One directory per run, so two runs on one machine never share a database.
  const runDir = `test/artifacts/e2e-${process.pid}`
  seedState(`${runDir}/seeded`)
  project.provide('e2eRunDir', runDir)
  return () => {
    // A shop that is still flushing as it exits may leave files behind (gitignored, harmless).
    try {
      rmSync(runDir, { recursive: true, force: true, maxRetries: 3 })
    } catch {
      // left for the next run's clean-up
    }
  }
}
