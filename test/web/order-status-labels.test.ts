// Every order status of the status table (worker/domain/order-status.ts) is known to every screen
// that shows one: its label in both languages (My Orders, the tracking and payment pages), its
// tracking step, the dashboard's badge, the bot's messages and the e-mails. A new status fails
// here until each has it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS_RULES, ORDER_STATUSES } from '../../worker/domain/order-status'
import { translator } from '../../worker/telegram/i18n'
import { STATUS as EMAIL_STATUS } from '../../worker/services/email/templates'

const locale = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string>>

const at = (texts: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)

describe.each(ORDER_STATUSES)('the status %s', (status) => {
  const rule = ORDER_STATUS_RULES[status]

  it.each(['en', 'ar'])('has its label and tracking step in %s', (lang) => {
    const label = at(locale(lang, 'orders'), rule.labelKey)
    expect(typeof label === 'string' && label.trim().length > 0).toBe(true)
    expect(locale(lang, 'tracking').steps?.[rule.trackingStep]).toBeTruthy()
  })

  it('is labelled by the dashboard, the bot and the e-mails in both languages', () => {
    expect(locale('en', 'admin').status?.[status]).toBeTruthy()
    expect(locale('ar', 'admin').status?.[status]).toBeTruthy()
    expect(translator('en')(`orderStatus.${status}`)).toBeTruthy()
    expect(translator('ar')(`orderStatus.${status}`)).not.toBe(
      translator('en')(`orderStatus.${status}`),
    )
    expect(EMAIL_STATUS.en[status]).toBeTruthy()
    expect(EMAIL_STATUS.ar[status]).toBeTruthy()
  })

  it('has a badge colour in the stylesheet', () => {
    const css = readFileSync(new URL('../../web/src/app/styles/pages.css', import.meta.url), 'utf8')
    expect(css).toContain(`.status-${status} {`)
  })
})
