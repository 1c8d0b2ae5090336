// `npm run deploy:check` (part of `npm test`): `wrangler deploy --dry-run` bundles the worker as a
// deploy would and validates wrangler.toml, without an account or the network; this fails when
// that fails or when the bundle outgrows its budget. Workers allow 3 MiB gzip on the free plan
// (10 MiB paid) and a larger bundle starts more slowly, so the budget keeps growth a decision.
// It runs after the web build: wrangler checks that the assets directory (web/dist) exists.
// First it refuses a configuration whose outside services are sandboxes or fakes
// (sandbox-addresses.ts), unless told `--sandbox`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { sandboxAddresses } from './sandbox-addresses'

/** 363 KiB gzip on 26 November 2026 (295 that morning): the bot's texts in two languages with
 * i18next (about 30 KiB), the photo variants, the read sessions and the trust work; 378 with the
 * refunds, 408 with the couriers and the cash ledger (29 November), then 331 once zod was imported
 * as `import * as z` (`import { z }` takes zod's whole namespace object, so its 40 locales and its
 * JSON Schema code were bundled: 77 KiB). Growth past this is a decision; i18next in the worker
 * is the first thing to weigh if it must shrink. */
const BUDGET_GZIP_KIB = 380

const sandboxes = sandboxAddresses(unstable_readConfig({ config: 'wrangler.toml' }).vars)
for (const { name, address, reason } of sandboxes)
  console.error(`wrangler.toml: ${name} = "${address}" is ${reason}, not a live address`)
if (sandboxes.length > 0 && !process.argv.includes('--sandbox')) {
  console.error(
    'Refusing to deploy a shop that would take payments or send messages through test services. Put the live addresses in wrangler.toml [vars] (docs/payments.md), or deploy to these on purpose: npm run deploy -- --sandbox',
  )
  process.exit(1)
}

const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'))
try {
  const output = execFileSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', outdir],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output)
  if (!size) throw new Error(`wrangler deploy --dry-run printed no bundle size:\n${output}`)
  const gzip = Number(size[2])
  if (gzip > BUDGET_GZIP_KIB) {
    console.error(
      `The worker bundle is ${String(gzip)} KiB gzip, over its ${String(BUDGET_GZIP_KIB)} KiB budget`,
    )
    process.exit(1)
  }
  console.log(
    `worker bundle: ${size[1] ?? ''} KiB, ${String(gzip)} KiB gzip (budget ${String(BUDGET_GZIP_KIB)} KiB)`,
  )
} finally {
  rmSync(outdir, { recursive: true, force: true })
}
