// How the bot writes shop data into Telegram messages, in the language of the chat: dinar amounts,
// Baghdad times, and the Markdown notifications for new orders and support messages.
import { SHOP_TIME_ZONE } from '../domain/baghdad-time'
import { CATEGORIES, type CategoryName } from '../domain/categories'
import { SUPPORT_FORWARDS_PER_HOUR } from '../domain/delivery'
import { formatAddress } from '../domain/iraq-address'
import { type Dinars, lineTotal } from '../domain/money'
import { formatIqd, formatShipping } from '../domain/money-format'
import { formatDigits } from '../domain/number-format'
import { localized } from '../domain/localized'
import type { SupportMessageRow } from '../db/queries/support'
import { type OrderDto } from '../db/codecs/order'
import { type ProductRow } from '../db/codecs/product'
import { BOT_LANGUAGES, type BotKey, type BotLanguage, statusLabelKey, translator } from './i18n'

/** Telegram refuses messages over 4096 characters; customer texts are cut well below that. */
export const MAX_MESSAGE = 4096
const MAX_QUOTED_TEXT = 3000
const MAX_ITEM_LINES = 30
/** An item's name in an order's message is cut to this many characters. */
const MAX_ITEM_NAME = 60

const shopTimes = Object.fromEntries(
  BOT_LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }),
  ]),
) as Record<BotLanguage, Intl.DateTimeFormat>

/** An amount (order DTOs, statistics), Arabic-Iraq digits in Arabic. */
export const formatDinars = (amount: Dinars, language: BotLanguage) => formatIqd(amount, language)

export const formatShopTime = (iso: string, language: BotLanguage) =>
  translator(language)('time.baghdad', { time: shopTimes[language].format(new Date(iso)) })

/** Escapes what legacy Markdown would read as formatting in text we did not write. */
export const escapeMarkdown = (text: string) => text.replace(/([_*`[])/g, '\\$1')

export const truncate = (text: string, max = MAX_QUOTED_TEXT) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** A payment method's name; an unknown one as it is stored. */
export const paymentLabel = (method: string, language: BotLanguage) =>
  translator(language)(`payment.${method}` as BotKey, { defaultValue: method })

/** A category's name in `language`; one the shop does not know as it is stored. */
export function categoryLabel(name: string, language: BotLanguage): string {
  const category = CATEGORIES.find((c) => c.name === name)
  return category ? translator(language)(`category.${category.key}`) : name
}

/** Every category, as the admin may name it in `language`. */
export const categoryList = (language: BotLanguage) =>
  CATEGORIES.map((c) => categoryLabel(c.name, language)).join(', ')

/** The category an admin named, in either language and any letter case. */
export const categoryNamed = (text: string): CategoryName | undefined =>
  CATEGORIES.find((c) =>
    BOT_LANGUAGES.some(
      (language) => categoryLabel(c.name, language).toLowerCase() === text.trim().toLowerCase(),
    ),
  )?.name

/** The Markdown notification the admin chats get for each new order, with at most `maxItems`
 * item lines (then "… and N more"). */
export function orderNotification(
  order: OrderDto,
  language: BotLanguage,
  maxItems = MAX_ITEM_LINES,
): string {
  const t = translator(language)
  const s = order.shippingInfo
  const e = escapeMarkdown
  const items = order.items.slice(0, maxItems).map((item) => {
    const size = item.selectedSize
      ? t('order.size', { size: e(truncate(item.selectedSize, 20)) })
      : ''
    const amount = formatIqd(lineTotal(item.price, item.quantity), language)
    const name = truncate(localized(language, item.name, item.nameAr), MAX_ITEM_NAME)
    return `• ${e(name)}${size} × ${formatDigits(item.quantity, language)} — ${amount}`
  })
  if (order.items.length > maxItems)
    items.push(t('order.moreItems', { count: order.items.length - maxItems }))
  const totals = order.totals
  const dinars = (amount: Dinars) => formatDinars(amount, language)
  return [
    t('order.new'),
    '',
    t('order.order', { value: e(order.id) }),
    t('order.status', { value: t(statusLabelKey(order.status)) }),
    t('order.date', { value: formatShopTime(order.createdAt, language) }),
    '',
    t('order.customer', { value: e(`${s.firstName} ${s.lastName}`) }),
    t('order.email', { value: e(s.email) }),
    t('order.phone', { value: e(s.phone) }),
    t('order.address', { value: e(formatAddress(s, language)) }),
    '',
    t('order.items'),
    ...items,
    '',
    t('order.subtotal', { value: dinars(totals.subtotal) }),
    t('order.shipping', { value: formatShipping(totals.shipping, language, t('order.free')) }),
    t('order.tax', { value: dinars(totals.tax) }),
    t('order.paymentFee', { value: dinars(totals.paymentFee) }),
    t('order.total', { value: dinars(totals.total) }),
    t('order.payment', { value: paymentLabel(order.paymentInfo.method, language) }),
  ].join('\n')
}

/**
 * The order's message with its history under it, within Telegram's 4096 characters: fewer item
 * lines ("… and N more") and only the latest history lines when the whole would not fit. Cuts
 * whole lines only, so no Markdown entity or escape is ever split.
 */
export function fitOrderMessage(
  order: OrderDto,
  language: BotLanguage,
  history: string[],
  payment: string[] = [],
): string {
  const t = translator(language)
  const fits = (text: string) => text.length <= MAX_MESSAGE
  let lines = history
  const compose = (maxItems: number) =>
    [
      orderNotification(order, language, maxItems),
      ...payment,
      ...(lines.length ? ['', ...lines] : []),
    ].join('\n')
  for (let maxItems = MAX_ITEM_LINES; maxItems >= 0; maxItems -= 5) {
    const text = compose(maxItems)
    if (fits(text)) return text
  }
  // Still too long: only the latest history lines, each cut.
  const cut = history.map((line) => truncate(line, 200))
  for (let keep = cut.length; keep >= 0; keep--) {
    lines =
      keep === cut.length
        ? cut
        : [t('order.earlier', { count: cut.length - keep }), ...cut.slice(-keep || cut.length)]
    if (keep === 0) lines = [t('order.earlier', { count: cut.length })]
    if (fits(compose(0))) return compose(0)
  }
  return compose(0).slice(0, MAX_MESSAGE)
}

/** The Markdown notification for a message sent through the website's support form. */
export function supportFormNotification(message: SupportMessageRow, language: BotLanguage): string {
  const t = translator(language)
  const e = escapeMarkdown
  return [
    t('supportForm.new'),
    '',
    t('supportForm.from', { name: e(message.name), email: e(message.email) }),
    t('supportForm.subject', { value: e(message.subject) }),
    ...(message.orderNumber ? [t('order.order', { value: e(message.orderNumber) })] : []),
    t('order.date', { value: formatShopTime(message.createdAt, language) }),
    '',
    e(truncate(message.message)),
  ].join('\n')
}

/** The plain-text summary of an hour's support messages past the hourly cap, with the inbox's
 * address (payload from db/queries/support.ts queueSupportSummaries). */
export function supportSummaryText(
  payload: Record<string, unknown>,
  language: BotLanguage,
  siteUrl: string,
): string {
  return translator(language)('supportForm.summary', {
    count: Number(payload.count),
    from: formatShopTime(String(payload.from), language),
    cap: SUPPORT_FORWARDS_PER_HOUR,
    url: `${siteUrl}/admin/inbox`,
  })
}

export interface ChatSender {
  chatId: number
  firstName: string
  lastName?: string
  username?: string
}

/** The Markdown message a customer's text reaches the support chat as. */
export function customerMessageNotification(
  sender: ChatSender,
  text: string,
  language: BotLanguage,
): string {
  const t = translator(language)
  const e = escapeMarkdown
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ')
  const handle = sender.username ? ` @${e(sender.username)}` : ''
  return [
    t('chatMessage.new'),
    '',
    t('chatMessage.from', { name: e(name), handle, chatId: sender.chatId }),
    '',
    e(truncate(text)),
  ].join('\n')
}

/** A product as the bot shows it after adding or editing. */
export function productSummary(product: ProductRow, language: BotLanguage): string {
  const t = translator(language)
  const price = (amount: Dinars) => formatIqd(amount, language)
  return [
    t('product.id', { value: product.id }),
    t('product.name', { value: product.name }),
    ...(product.nameAr ? [t('product.nameAr', { value: product.nameAr })] : []),
    t('product.price', { value: price(product.price) }),
    ...(product.originalPrice === null
      ? []
      : [t('product.originalPrice', { value: price(product.originalPrice) })]),
    t('product.category', { value: categoryLabel(product.category, language) }),
    t('product.stock', { value: product.stock }),
    ...(product.sizes.length ? [t('product.sizes', { value: product.sizes.join(', ') })] : []),
    ...(product.compatibility
      ? [t('product.compatibility', { value: product.compatibility })]
      : []),
    ...(product.description
      ? [t('product.description', { value: truncate(product.description, 500) })]
      : []),
    ...(product.descriptionAr
      ? [t('product.descriptionAr', { value: truncate(product.descriptionAr, 500) })]
      : []),
    t('product.images', { value: product.images.length }),
  ].join('\n')
}
