// Every order status of the status table (worker/domain/order-status.ts) is known to every screen
// that shows one: its label in both languages under the table's labelKey (My Orders, the tracking
// and payment pages, the dashboard), its tracking step, the bot's messages and the e-mails (both
// named by the bot's label, statusLabel). A new status fails here until each has it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS_RULES, ORDER_STATUSES } from '../../worker/domain/order-status'
import { statusLabel } from '../../worker/telegram/i18n'

const locale = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string>>

const at = (texts: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0

describe.each(ORDER_STATUSES)('the status %s', (status) => {
  const rule = ORDER_STATUS_RULES[status]

  it.each(['en', 'ar'])('has its label and tracking step in %s', (lang) => {
    expect(isText(at(locale(lang, 'orders'), rule.labelKey))).toBe(true)
    expect(isText(at(locale(lang, 'admin'), rule.labelKey))).toBe(true)
    expect(locale(lang, 'tracking').steps?.[rule.trackingStep]).toBeTruthy()
  })

  it('is labelled by the bot and the e-mails in both languages', () => {
    expect(isText(statusLabel('en', status))).toBe(true)
    expect(isText(statusLabel('ar', status))).toBe(true)
    expect(statusLabel('ar', status)).not.toBe(statusLabel('en', status))
  })

  it('has a badge colour in the stylesheet', () => {
    const css = readFileSync(new URL('../../web/src/app/styles/pages.css', import.meta.url), 'utf8')
    expect(css).toContain(`.status-${status} {`)
  })
})
