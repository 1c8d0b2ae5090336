// `npm run deploy:check` (part of `npm test`): `wrangler deploy --dry-run` bundles the worker as a
// deploy would and validates wrangler.toml, without an account or the network; this fails when
// that fails or when the bundle outgrows its budget. Workers allow 3 MiB gzip on the free plan
// (10 MiB paid) and a larger bundle starts more slowly, so the budget keeps growth a decision.
// It runs after the web build: wrangler checks that the assets directory (web/dist) exists.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** 363 KiB gzip on 26 November 2026 (295 that morning): the bot's texts in two languages with
 * i18next (about 30 KiB), the photo variants, the read sessions and the trust work. Growth past
 * this is a decision; i18next in the worker is the first thing to weigh if it must shrink. */
const BUDGET_GZIP_KIB = 380

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
