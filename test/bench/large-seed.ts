// The benchmarks' large shop: a seeded state with N synthetic products (seeds/seed-large.ts), made
// once into test/artifacts/bench-seed-N and kept for the next run. A kept state gets the migrations
// added since it was made (it is not empty, so nothing is seeded again).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { seedState } from '../helpers/shop-server'

export function largeSeed(products: number): string {
  const seeded = `test/artifacts/bench-seed-${products}`
  if (!existsSync(seeded)) {
    seedState(seeded)
    execFileSync(
      'npx',
      ['tsx', 'seeds/seed-large.ts', '--products', String(products), '--persist-to', seeded],
      { stdio: 'inherit' },
    )
  } else {
    migrateKept(seeded)
  }
  return seeded
}

/** A kept state with the migrations added since it was made (not empty: nothing is seeded). */
export function migrateKept(state: string): void {
  execFileSync('npx', ['tsx', 'seeds/setup-local.ts', '--persist-to', state], { stdio: 'inherit' })
}
