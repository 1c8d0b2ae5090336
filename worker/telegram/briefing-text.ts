// The morning briefing in a chat's language: plain-text messages under Telegram's 4,096 characters
// (split between lines, never inside one) and a button per section opening its dashboard tab.
import type { Api } from 'grammy'
import type { InlineKeyboardMarkup } from 'grammy/types'
import { type Briefing, briefingEmpty } from '../domain/briefing'
import { localized } from '../domain/localized'
import type { Dinars } from '../domain/money'
import { formatDinars, MAX_MESSAGE, truncate } from './format'
import { type BotKey, type BotLanguage, translator } from './i18n'

/** A product's name is cut here so that one line can never outgrow a message. */
const NAME_MAX = 60

type Tab = 'orders' | 'cash' | 'products' | 'deliveries'
const TAB_PATHS: Record<Tab, string> = {
  orders: '/admin/orders',
  cash: '/admin/cash',
  products: '/admin/products',
  deliveries: '/admin/deliveries',
}

interface Section {
  lines: string[]
  button: BotKey
  tab: Tab
}

export interface BriefingMessages {
  texts: string[]
  /** For the last message; none when the shop's address is one Telegram refuses (localhost). */
  buttons?: InlineKeyboardMarkup
}

function sections(b: Briefing, language: BotLanguage): Section[] {
  const t = translator(language)
  const money = (amount: Dinars) => formatDinars(amount, language)
  const out: Section[] = []
  const { yesterday, awaitingCall, awaitingPayment, parcels, lowStock } = b
  if (yesterday) {
    const { cod, online } = yesterday
    out.push({
      lines: [
        t('briefing.yesterday', {
          day: b.day,
          count: cod.orders + online.orders,
          total: money((cod.total + online.total) as Dinars),
        }),
        t('briefing.yesterdayCod', { orders: cod.orders, total: money(cod.total) }),
        t('briefing.yesterdayOnline', { orders: online.orders, total: money(online.total) }),
      ],
      button: 'briefing.button.yesterday',
      tab: 'orders',
    })
  }
  if (awaitingCall)
    out.push({
      lines: [
        t('briefing.awaitingCall', {
          count: awaitingCall.orders,
          total: money(awaitingCall.total),
        }),
      ],
      button: 'briefing.button.awaitingCall',
      tab: 'orders',
    })
  if (b.awaitingCustomer)
    out.push({
      lines: [t('briefing.awaitingCustomer', { count: b.awaitingCustomer })],
      button: 'briefing.button.awaitingCustomer',
      tab: 'orders',
    })
  if (awaitingPayment)
    out.push({
      lines: [
        t('briefing.awaitingPayment', {
          count: awaitingPayment.orders,
          total: money(awaitingPayment.total),
        }),
      ],
      button: 'briefing.button.awaitingPayment',
      tab: 'orders',
    })
  if (b.refundsByHand.length > 0)
    out.push({
      lines: [
        t('briefing.refunds', { count: b.refundsByHand.reduce((n, r) => n + r.refunds, 0) }),
        ...b.refundsByHand.map((r) =>
          t('briefing.refundsLine', { amount: r.amount, currency: r.currency, count: r.refunds }),
        ),
      ],
      button: 'briefing.button.refunds',
      tab: 'orders',
    })
  if (b.cashOwed.length > 0)
    out.push({
      lines: [
        t('briefing.cash'),
        ...b.cashOwed.map((c) =>
          t('briefing.cashLine', {
            courier: t(`cashCourier.${c.courier}`),
            owed: money(c.owed),
            count: c.parcels,
          }),
        ),
      ],
      button: 'briefing.button.cash',
      tab: 'cash',
    })
  if (parcels)
    out.push({
      lines: [t('briefing.parcels', parcels)],
      button: 'briefing.button.parcels',
      tab: 'orders',
    })
  if (lowStock)
    out.push({
      lines: [
        t('briefing.lowStock', { level: lowStock.level, count: lowStock.total }),
        ...lowStock.listed.map((p) => {
          const name = truncate(localized(language, p.name, p.nameAr), NAME_MAX)
          return p.daysCovered === null
            ? t('briefing.lowStockNoSales', { id: p.id, name, stock: p.stock })
            : t('briefing.lowStockLine', { id: p.id, name, stock: p.stock, count: p.daysCovered })
        }),
        ...(lowStock.total > lowStock.listed.length
          ? [t('briefing.lowStockMore', { count: lowStock.total - lowStock.listed.length })]
          : []),
      ],
      button: 'briefing.button.lowStock',
      tab: 'products',
    })
  if (b.failedMessages)
    out.push({
      lines: [t('briefing.failed', { count: b.failedMessages })],
      button: 'briefing.button.failed',
      tab: 'deliveries',
    })
  // What shoppers looked for and the shop does not have: the products tab to add it.
  if (b.searchMisses.length > 0)
    out.push({
      lines: [
        t('briefing.searches'),
        ...b.searchMisses.map((m) =>
          m.instead
            ? t('briefing.searchesLineInstead', { ...m, instead: m.instead })
            : t('briefing.searchesLine', { query: m.query, count: m.count }),
        ),
      ],
      button: 'briefing.button.searches',
      tab: 'products',
    })
  return out
}

/** Lines joined into messages of at most `max` characters, each cut only between lines. */
export function splitLines(lines: string[], max = MAX_MESSAGE): string[] {
  const messages: string[] = []
  let current = ''
  for (const line of lines) {
    const joined = current === '' ? line : `${current}\n${line}`
    if (joined.length <= max) current = joined
    else {
      if (current.trim() !== '') messages.push(current)
      current = line
    }
  }
  if (current.trim() !== '') messages.push(current)
  return messages
}

/** Telegram refuses URL buttons to a local address. */
const reachable = (siteUrl: string) => !/^https?:\/\/(localhost|127\.|\[::1\])/i.test(siteUrl)

export function briefingMessages(
  b: Briefing,
  language: BotLanguage,
  siteUrl: string,
): BriefingMessages {
  const t = translator(language)
  const parts = sections(b, language)
  const lines = [
    t('briefing.title'),
    ...(briefingEmpty(b) ? ['', t('briefing.nothing')] : parts.flatMap((s) => ['', ...s.lines])),
  ]
  const texts = splitLines(lines)
  if (parts.length === 0 || !reachable(siteUrl)) return { texts }
  const buttons = parts.map((s) => ({ text: t(s.button), url: `${siteUrl}${TAB_PATHS[s.tab]}` }))
  const rows = []
  for (let i = 0; i < buttons.length; i += 2) rows.push(buttons.slice(i, i + 2))
  return { texts, buttons: { inline_keyboard: rows } }
}

/** Sends the messages in order, the buttons under the last. A failure part-way is retried whole
 * (the outbox's retry), so a chat may then see the first part twice. */
export async function sendBriefing(api: Api, chatId: number, messages: BriefingMessages) {
  const last = messages.texts.length - 1
  for (const [i, text] of messages.texts.entries())
    await api.sendMessage(chatId, text, {
      link_preview_options: { is_disabled: true },
      ...(i === last && messages.buttons && { reply_markup: messages.buttons }),
    })
}
