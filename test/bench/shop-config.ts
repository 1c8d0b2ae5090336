// `npm run bench:shop-config -- CHECKOUT DIR`: bundles the worker of the checkout at CHECKOUT (this
// one, or an older commit's from `git worktree add`, with this one's node_modules linked into it
// and `npm run build` run there) into DIR with a wrangler config beside it (buildWorker in
// test/helpers/shop-server.ts), and prints the config's path: one side of
// `npm run lighthouse -- --configs A,B`, which serves that checkout's worker and web/dist.
import { resolve } from 'node:path'
import { buildWorker } from '../helpers/shop-server'

const [checkout, dir] = process.argv.slice(2)
if (!checkout || !dir) throw new Error('Usage: npm run bench:shop-config -- CHECKOUT DIR')
const out = resolve(dir)
// buildWorker reads wrangler.toml and .dev.vars, and bundles, from the working directory.
process.chdir(resolve(checkout))
console.log(await buildWorker(out))
