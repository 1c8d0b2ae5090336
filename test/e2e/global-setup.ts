// Browser tests run against the real server on its own seeded state.
import type { TestProject } from 'vitest/node'
import { startShop } from '../helpers/shop-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  const shop = await startShop('test/artifacts/e2e-state')
  project.provide('baseURL', shop.baseURL)
  return shop.stop
}
