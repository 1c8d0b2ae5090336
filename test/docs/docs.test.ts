// The README stays a landing page and the pages under docs/ stay reachable: README.md has at most
// 150 lines, and no relative link or picture of README.md, docs/*.md, web/src/README.md or
// worker/README.md points at a file or folder that does not exist (a page moved or a file renamed
// without its links); every screenshot kept is shown on a page; and the owner's texts name only
// documentation pages that exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const README_MAX_LINES = 150

const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'web/src/README.md',
  'worker/README.md',
]

/** The targets of a page's `[text](target)`, `![alt](target)`, `[id]: target` and `<img src>`
 * links, outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  const prose = markdown
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '')
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '``')
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)]
  const references = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)]
  const pictures = [...prose.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)]
  return [...inline, ...references, ...pictures].map((match) => match[1] ?? '')
}

/** Where a relative target points from `page`, or nothing for a web address, a mail address or a
 * link to an anchor of the same page. */
export function localPath(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return undefined
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''))
  if (path === '') return undefined
  return path.startsWith('/') ? join(root, path) : join(root, dirname(page), path)
}

describe('the documentation', () => {
  it(`README.md has at most ${String(README_MAX_LINES)} lines`, () => {
    const text = readFileSync(join(root, 'README.md'), 'utf8')
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it.each(pages)('%s links only to files and folders that exist', (page) => {
    const broken = linkTargets(readFileSync(join(root, page), 'utf8'))
      .filter((target) => {
        const path = localPath(page, target)
        return path !== undefined && !existsSync(path)
      })
      .map((target) => `${target} → ${relative(root, localPath(page, target) ?? '')}`)
    expect(broken).toEqual([])
  })

  // Twelve screenshots of the couriers' screens sat in docs/screenshots on no page for two days.
  it('shows every screenshot in docs/screenshots on some page', () => {
    const shown = new Set(
      pages.flatMap((page) =>
        linkTargets(readFileSync(join(root, page), 'utf8'))
          .map((target) => localPath(page, target))
          .filter((path) => path !== undefined),
      ),
    )
    const unshown = readdirSync(join(root, 'docs/screenshots')).filter(
      (name) => !shown.has(join(root, 'docs/screenshots', name)),
    )
    expect(unshown).toEqual([])
  })

  // The dashboard's texts send the owner to a page for a step the shop cannot take for them
  // (setting a provider's secrets); they named README sections that were moved to docs/.
  it('names, in the texts the owner reads, only documentation pages that exist', () => {
    const texts = ['web/src/locales', 'worker/telegram/locales'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .map((name) => readFileSync(join(root, dir, name), 'utf8')),
    )
    const named = texts.flatMap((text) => [...text.matchAll(/\b(docs\/[\w-]+\.md|README)\b/g)])
    expect(named.length).toBeGreaterThan(0)
    expect(
      named
        .map((m) => m[1])
        .filter((page) => page === 'README' || !existsSync(join(root, page ?? ''))),
    ).toEqual([])
  })

  it('reads the links it should and skips the ones it should', () => {
    const markdown = [
      '[a](../worker/a.ts) ![b](screenshots/b.png "title") [c](c.md#part) [d](#only-here)',
      '[e](https://example.com/x) [f](mailto:owner@example.iq) `[g](not-a-link.md)`',
      '  ```sh',
      '  [h](in-a-code-block.md)',
      '  ```',
      '[i]: ./reference.md',
      '<img src="screenshots/j.png" width="180" alt="J">',
    ].join('\n')
    const targets = linkTargets(markdown)
    expect(targets).toEqual([
      '../worker/a.ts',
      'screenshots/b.png',
      'c.md#part',
      '#only-here',
      'https://example.com/x',
      'mailto:owner@example.iq',
      './reference.md',
      'screenshots/j.png',
    ])
    expect(targets.map((t) => localPath('docs/page.md', t)).filter(Boolean)).toEqual([
      join(root, 'worker/a.ts'),
      join(root, 'docs/screenshots/b.png'),
      join(root, 'docs/c.md'),
      join(root, 'docs/reference.md'),
      join(root, 'docs/screenshots/j.png'),
    ])
  })
})
