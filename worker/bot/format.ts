// How the bot writes shop data into Telegram messages: dinar amounts, Baghdad times, and the
// Markdown notifications for new orders and support messages.
import { SHOP_TIME_ZONE } from '../domain/baghdad-time'
import { formatAddress } from '../domain/iraq-address'
import { asFils, lineTotal, toFils } from '../domain/money'
import { formatIqd } from '../domain/money-format'
import type { OrderStatus } from '../domain/order-status'
import type { SupportMessageRow } from '../db/queries/support'
import { type OrderDto } from '../db/codecs/order'
import { type ProductRow } from '../db/codecs/product'
import type { TextFitment } from '../services/fitment'

/** Telegram refuses messages over 4096 characters; customer texts are cut well below that. */
export const MAX_MESSAGE = 4096
const MAX_QUOTED_TEXT = 3000
const MAX_ITEM_LINES = 30
/** An item's name in an order's message is cut to this many characters. */
const MAX_ITEM_NAME = 60

const shopTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
})

/** An amount in dinars (order DTOs, statistics), in English like every bot message. */
export const formatDinars = (dinars: number) => formatIqd(toFils(dinars), 'en')

export const formatShopTime = (iso: string) => `${shopTime.format(new Date(iso))} (Baghdad)`

/** Escapes what legacy Markdown would read as formatting in text we did not write. */
export const escapeMarkdown = (text: string) => text.replace(/([_*`[])/g, '\\$1')

export const truncate = (text: string, max = MAX_QUOTED_TEXT) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

const PAYMENT_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  fib: 'FIB (First Iraqi Bank)',
  zaincash: 'ZainCash',
  card: 'Credit/Debit Card',
  paypal: 'PayPal',
  credit: 'Credit Card',
}
export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method

/** Each status as the bot's messages name it. */
export const BOT_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** The Markdown notification the admin chats get for each new order, with at most `maxItems`
 * item lines (then "… and N more"). */
export function orderNotification(order: OrderDto, maxItems = MAX_ITEM_LINES): string {
  const s = order.shippingInfo
  const e = escapeMarkdown
  const items = order.items.slice(0, maxItems).map((item) => {
    const size = item.selectedSize ? ` (size ${e(truncate(item.selectedSize, 20))})` : ''
    const amount = formatIqd(lineTotal(toFils(item.price), item.quantity), 'en')
    return `• ${e(truncate(item.name, MAX_ITEM_NAME))}${size} × ${item.quantity} — ${amount}`
  })
  if (order.items.length > maxItems) items.push(`• … and ${order.items.length - maxItems} more`)
  const t = order.totals
  return [
    '🛒 *New order received!*',
    '',
    `*Order:* ${e(order.id)}`,
    `*Status:* ${BOT_STATUS_LABELS[order.status]}`,
    `*Date:* ${formatShopTime(order.createdAt)}`,
    '',
    `*Customer:* ${e(`${s.firstName} ${s.lastName}`)}`,
    `*Email:* ${e(s.email)}`,
    `*Phone:* ${e(s.phone)}`,
    `*Address:* ${e(formatAddress(s, 'en'))}`,
    '',
    '*Items:*',
    ...items,
    '',
    `*Subtotal:* ${formatDinars(t.subtotal)}`,
    `*Shipping:* ${formatDinars(t.shipping)}`,
    `*Tax:* ${formatDinars(t.tax)}`,
    `*Payment fee:* ${formatDinars(t.paymentFee)}`,
    `*Total:* ${formatDinars(t.total)}`,
    `*Payment:* ${paymentLabel(order.paymentInfo.method)}`,
  ].join('\n')
}

/**
 * The order's message with its history under it, within Telegram's 4096 characters: fewer item
 * lines ("… and N more") and only the latest history lines when the whole would not fit. Cuts
 * whole lines only, so no Markdown entity or escape is ever split.
 */
export function fitOrderMessage(
  order: OrderDto,
  history: string[],
  payment: string[] = [],
): string {
  const fits = (text: string) => text.length <= MAX_MESSAGE
  let lines = history
  const compose = (maxItems: number) =>
    [orderNotification(order, maxItems), ...payment, ...(lines.length ? ['', ...lines] : [])].join(
      '\n',
    )
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
        : [`… ${cut.length - keep} earlier`, ...cut.slice(-keep || cut.length)]
    if (keep === 0) lines = [`… ${cut.length} earlier`]
    if (fits(compose(0))) return compose(0)
  }
  return compose(0).slice(0, MAX_MESSAGE)
}

/** The Markdown notification for a message sent through the website's support form. */
export function supportFormNotification(message: SupportMessageRow): string {
  const e = escapeMarkdown
  return [
    '📩 *New support message*',
    '',
    `*From:* ${e(message.name)} (${e(message.email)})`,
    `*Subject:* ${e(message.subject)}`,
    ...(message.orderNumber ? [`*Order:* ${e(message.orderNumber)}`] : []),
    `*Date:* ${formatShopTime(message.createdAt)}`,
    '',
    e(truncate(message.message)),
  ].join('\n')
}

export interface ChatSender {
  chatId: number
  firstName: string
  lastName?: string
  username?: string
}

/** The Markdown message a customer's text reaches the support chat as. */
export function customerMessageNotification(sender: ChatSender, text: string): string {
  const e = escapeMarkdown
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ')
  const handle = sender.username ? ` @${e(sender.username)}` : ''
  return [
    '💬 *Message from a Telegram user*',
    '',
    `*From:* ${e(name)}${handle} (chat ${sender.chatId})`,
    '',
    e(truncate(text)),
  ].join('\n')
}

/** A product as the bot shows it after adding or editing. */
export function productSummary(product: ProductRow): string {
  return [
    `ID: ${product.id}`,
    `Name: ${product.name}`,
    `Price: ${formatIqd(asFils(product.price), 'en')}`,
    ...(product.originalPrice === null
      ? []
      : [`Original Price: ${formatIqd(asFils(product.originalPrice), 'en')}`]),
    `Category: ${product.category}`,
    `Stock: ${product.stock}`,
    ...(product.sizes.length ? [`Sizes: ${product.sizes.join(', ')}`] : []),
    ...(product.compatibility ? [`Compatibility: ${product.compatibility}`] : []),
    ...(product.description ? [`Description: ${truncate(product.description, 500)}`] : []),
    `Images: ${product.images.length}`,
  ].join('\n')
}

/** What the bot understood of a Compatibility: line: each bike and its years, and what it kept
 * only as text. */
export function fitmentSummary({ rules, unread }: TextFitment): string {
  const read = rules.map(({ vehicle, yearFrom, yearTo }) => {
    if (!vehicle) return 'every motorcycle (universal)'
    const name = [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ')
    const years =
      yearFrom === null && yearTo === null
        ? 'all years'
        : yearTo === null
          ? `${yearFrom}+`
          : yearFrom === yearTo
            ? String(yearFrom)
            : `${yearFrom ?? vehicle.firstYear}-${yearTo}`
    return `${name} ${years}`
  })
  return [
    read.length ? `🏍 Fits: ${read.join('; ')}` : '🏍 No motorcycle understood: no fitment rows.',
    ...(unread.length ? [`Kept as text only: ${unread.join('; ')}`] : []),
  ].join('\n')
}
