// Browser tests run against the real server on its own seeded state.
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startShop } from '../helpers/shop-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  // One state directory per run, so two runs on one machine never share a database.
  const stateDir = `test/artifacts/e2e-state-${process.pid}`
  const shop = await startShop(stateDir)
  project.provide('baseURL', shop.baseURL)
  return () => {
    shop.stop()
    // wrangler may still be flushing as it exits; a leftover directory is harmless (gitignored).
    try {
      rmSync(stateDir, { recursive: true, force: true, maxRetries: 3 })
    } catch {}
  }
}
