// docs/benchmarks.md is written by the benchmarks, not by hand: each script prints its figures as
// before and, once it has finished, appends them to the page as a dated section (the date, the
// machine and its load, the command, and the printed lines in a text block, which Prettier leaves
// as they are). BENCHMARKS_PAGE=<file> writes elsewhere (to try a script without touching docs/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, type as osType } from 'node:os'
import { fileURLToPath } from 'node:url'

const PAGE =
  process.env.BENCHMARKS_PAGE ?? fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))

/** "2 CPUs (AMD EPYC 7B13), Linux 6.1.0, Node v22.12.0": what the figures were measured on. */
export function machine(): string {
  const all = cpus()
  const model = all[0]?.model.trim() ?? 'unknown model'
  return `${String(all.length)} CPUs (\`${model}\`), ${osType()} ${release()}, Node ${process.version}`
}

/**
 * What a benchmark prints, kept for the page: `log` prints a line (as `console.log` did) and keeps
 * it; `save` appends the kept lines to docs/benchmarks.md under today's date. Call `save` only
 * when the run finished, so a failed run leaves the page as it was.
 */
export function benchmarkReport(script: string) {
  const lines: string[] = []
  const args = process.argv.slice(2)
  const command = ['npm run', script, ...(args.length > 0 ? ['--', ...args] : [])].join(' ')
  const load = loadavg()[0] ?? 0
  return {
    log(...parts: unknown[]) {
      console.log(...parts)
      lines.push(...parts.map(String).join(' ').split('\n'))
    },
    save() {
      const now = new Date()
      const date = now.toISOString().slice(0, 10)
      const time = now.toISOString().slice(11, 16)
      const body = lines.map((line) => line.trimEnd())
      while (body[0] === '') body.shift()
      while (body.at(-1) === '') body.pop()
      const section = [
        `## ${date}: \`${command}\``,
        '',
        `Finished ${time} UTC on ${machine()}; load average ${load.toFixed(2)} at the start.`,
        '',
        '```text',
        ...body,
        '```',
      ].join('\n')
      const before = existsSync(PAGE) ? readFileSync(PAGE, 'utf8').trimEnd() : '# Benchmarks'
      writeFileSync(PAGE, `${before}\n\n${section}\n`)
      console.log(`\nappended to ${PAGE}`)
    },
  }
}
