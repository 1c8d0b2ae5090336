// axe-core's WCAG 2.2 A and AA checks on the page as it is now.
import axe from 'axe-core'
import type { Page } from 'playwright-core'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** One line per element that fails a rule: the rule, the element and what is wrong. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the shop's Content-Security-Policy does not
  // govern, so the page needs no exception for it; once per document (screens reached by a link
  // keep it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: tags,
        resultTypes: ['violations'],
      }),
    WCAG_22_AA,
  )
  return results.violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${rule.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  )
}
