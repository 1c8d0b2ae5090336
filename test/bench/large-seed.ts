// The benchmarks' large shop: a seeded state with N synthetic products (seeds/seed-large.ts), made
// once into test/artifacts/bench-seed-N and kept for the next run. A kept state gets the migrations
// added since it was made (it is not empty, so nothing is seeded again).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { optimizeStatement, SEARCH_INDEXES } from '../../worker/cron/search-index-upkeep'
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
  }
  keepUp(seeded)
  return seeded
}

/**
 * A kept state as the shop would be: the migrations added since it was made (not empty: nothing is
 * seeded), and its full-text indexes merged as the nightly cron keeps them (a seed leaves them in
 * a dozen segments; worker/cron/search-index-upkeep.ts). Each does nothing on a state already so.
 */
export function keepUp(state: string): void {
  execFileSync('npx', ['tsx', 'seeds/setup-local.ts', '--persist-to', state], { stdio: 'inherit' })
  const merge = SEARCH_INDEXES.map(optimizeStatement).join('; ')
  execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--command', merge],
    { stdio: 'inherit' },
  )
}
