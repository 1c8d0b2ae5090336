// The words of each e-mail in English and Arabic: order confirmation, status update, tracking
// update, password reset and account changes (a status is named by its label among the bot's
// texts, telegram/i18n). Plain data in, subject + HTML + text out.
import { orderNumber } from '../../domain/order-number'
import { formatAddress } from '../../domain/iraq-address'
import type { EmailLanguage } from '../../domain/language'
import { type Dinars, dinars, lineTotal } from '../../domain/money'
import { formatIqd, formatShipping } from '../../domain/money-format'
import { formatDigits } from '../../domain/number-format'
import { localized } from '../../domain/localized'
import { trackingPath } from '../../domain/tracking-link'
import type { OrderStatus } from '../../domain/order-status'
import { statusLabel } from '../../telegram/i18n'
import { type Block, type EmailContent, renderEmail } from './layout'
import { type OrderDto } from '../../db/codecs/order'
import { linkIn } from '../../domain/language'

const METHOD: Record<EmailLanguage, Record<string, string>> = {
  en: {
    cod: 'Cash on Delivery',
    fib: 'FIB (First Iraqi Bank)',
    zaincash: 'ZainCash',
    card: 'Credit/Debit Card',
    paypal: 'PayPal',
    credit: 'Credit Card',
  },
  ar: {
    cod: 'الدفع عند الاستلام',
    fib: 'مصرف العراق الأول (FIB)',
    zaincash: 'زين كاش',
    card: 'بطاقة ائتمان/خصم',
    paypal: 'باي بال',
    credit: 'بطاقة ائتمان',
  },
}

const WORDS = {
  en: {
    hello: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
    order: 'Order',
    status: 'Status',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    paymentFee: 'Payment fee',
    total: 'Total',
    payment: 'Payment',
    delivery: 'Estimated delivery',
    address: 'Delivery address',
    tracking: 'Tracking number',
    size: 'size',
    thanks: 'Thank you for shopping with us.',
    confirmationSubject: (number: string) => `We received your order #${number}`,
    confirmationIntro: 'Thank you for your order. Here is what you bought:',
    codNote: 'We will call you to confirm your cash-on-delivery order.',
    statusSubject: (number: string, status: string) => `Your order #${number} is now ${status}`,
    statusIntro: (from: string, to: string) =>
      `The status of your order changed from ${from} to ${to}.`,
    trackingSubject: (number: string) => `Your order #${number} has shipped`,
    refundSubject: (number: string) => `Your payment for order #${number} was refunded`,
    refundIntro: 'The money you paid online for this order has been given back to you:',
    refunded: 'Refunded',
    trackingIntro: 'Good news: your order is on its way. Follow it with this tracking number:',
    resetSubject: 'Reset your password',
    resetIntro:
      'We received a request to reset the password of your account. Choose a new one here:',
    resetButton: 'Set a new password',
    resetExpiry: (minutes: number) => `This link works once and expires in ${minutes} minutes.`,
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    emailChangedSubject: 'The e-mail address of your account was changed',
    emailChangedIntro: (to: string) =>
      `The e-mail address of your account was changed to ${to}. From now on we write there.`,
    passwordChangedSubject: 'Your password was changed',
    passwordChangedIntro:
      'The password of your account was changed, and every other device was signed out.',
    notYou: 'If this was not you, contact us right away by replying to this e-mail.',
    track: 'Follow your order',
    backSubject: (name: string) => `${name} is back in stock`,
    backIntro: (name: string) =>
      `Good news: ${name}, which you asked us to watch for you, is in stock again.`,
    backButton: 'See the product',
    backOnce: 'We write this once: your request has ended. Stock can run out again quickly.',
    confirmSubject: (name: string) => `Confirm your back-in-stock request for ${name}`,
    confirmIntro: (name: string) =>
      `Someone, hopefully you, asked us to write to this address when ${name} is back in stock. We write only once you confirm.`,
    confirmButton: 'Yes, tell me when it is back',
    confirmIgnore: 'If it was not you, ignore this e-mail: we will not write again about it.',
    unsubscribe: 'No more back-in-stock e-mails to this address',
    verifySubject: 'Verify your e-mail address',
    verifyIntro:
      'Please confirm that this address is yours: until then we send no order e-mails to it.',
    verifyButton: 'Verify my address',
    verifyIgnore: 'If you did not open an account with us, ignore this e-mail.',
  },
  ar: {
    hello: (name?: string) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    order: 'الطلب',
    status: 'الحالة',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    free: 'مجاني',
    tax: 'الضريبة',
    paymentFee: 'رسوم الدفع',
    total: 'الإجمالي',
    payment: 'الدفع',
    delivery: 'موعد التوصيل المتوقع',
    address: 'عنوان التوصيل',
    tracking: 'رقم التتبع',
    size: 'المقاس',
    thanks: 'شكراً لتسوقك معنا.',
    confirmationSubject: (number: string) => `استلمنا طلبك رقم ${number}`,
    confirmationIntro: 'شكراً لطلبك. هذه المنتجات التي اشتريتها:',
    codNote: 'سنتصل بك لتأكيد طلبك بالدفع عند الاستلام.',
    statusSubject: (number: string, status: string) => `حالة طلبك رقم ${number}: ${status}`,
    statusIntro: (from: string, to: string) => `تغيّرت حالة طلبك من «${from}» إلى «${to}».`,
    trackingSubject: (number: string) => `تم شحن طلبك رقم ${number}`,
    refundSubject: (number: string) => `أُعيد إليك مبلغ طلبك رقم ${number}`,
    refundIntro: 'أُعيد إليك المبلغ الذي دفعته إلكترونياً لهذا الطلب:',
    refunded: 'المبلغ المُعاد',
    trackingIntro: 'خبر سار: طلبك في الطريق إليك. تتبّعه بهذا الرقم:',
    resetSubject: 'إعادة تعيين كلمة المرور',
    resetIntro: 'وصلنا طلب لإعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة من هنا:',
    resetButton: 'تعيين كلمة مرور جديدة',
    resetExpiry: (minutes: number) =>
      `يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته بعد ${formatDigits(minutes, 'ar')} دقيقة.`,
    resetIgnore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك تبقى كما هي.',
    emailChangedSubject: 'تم تغيير البريد الإلكتروني لحسابك',
    emailChangedIntro: (to: string) =>
      `تم تغيير البريد الإلكتروني لحسابك إلى ${to}. من الآن فصاعداً سنراسلك عليه.`,
    passwordChangedSubject: 'تم تغيير كلمة المرور',
    passwordChangedIntro: 'تم تغيير كلمة مرور حسابك، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
    notYou: 'إذا لم تقم بذلك فتواصل معنا فوراً بالرد على هذه الرسالة.',
    track: 'تابع طلبك',
    // «المنتج» carries the agreement: a name's own gender («مضخة … متوفرة») is not known here.
    backSubject: (name: string) => `عاد إلى المخزون: ${name}`,
    backIntro: (name: string) =>
      `خبر سار: المنتج الذي طلبت أن نخبرك عنه، ${name}، متوفر الآن من جديد.`,
    backButton: 'عرض المنتج',
    backOnce: 'نرسل هذه الرسالة مرة واحدة وقد انتهى طلبك. قد تنفد الكمية بسرعة.',
    confirmSubject: (name: string) => `أكّد طلب إعلامك بتوفر ${name}`,
    confirmIntro: (name: string) =>
      `طلب أحدهم، ونأمل أن تكون أنت، أن نراسل هذا العنوان حين يتوفر ${name} من جديد. لن نراسلك إلا بعد تأكيدك.`,
    confirmButton: 'نعم، أخبرني حين يتوفر',
    confirmIgnore: 'إذا لم تكن أنت فتجاهل هذه الرسالة، ولن نراسلك بشأنها مرة أخرى.',
    unsubscribe: 'إيقاف رسائل توفر المنتجات إلى هذا العنوان',
    verifySubject: 'توثيق بريدك الإلكتروني',
    verifyIntro: 'يرجى تأكيد أن هذا العنوان لك، فلن نرسل إليه رسائل الطلبات قبل ذلك.',
    verifyButton: 'توثيق عنواني',
    verifyIgnore: 'إذا لم تفتح حسابًا لدينا فتجاهل هذه الرسالة.',
  },
} as const

const locale = (language: EmailLanguage) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

function date(iso: string, language: EmailLanguage): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

export interface Shop {
  name: string
}

/** The shop as order e-mails need it: also its public address (SITE_URL) for tracking links. */
export interface OrderShop extends Shop {
  siteUrl: string
}

/** The order's tracking page, linked from every order e-mail. */
function trackLink(order: OrderDto, language: EmailLanguage, shop: OrderShop): Block {
  return {
    kind: 'link',
    label: WORDS[language].track,
    url: linkIn(`${shop.siteUrl}${trackingPath(order.trackingToken)}`, language),
  }
}

function greeting(order: OrderDto, language: EmailLanguage): Block {
  return { kind: 'p', text: WORDS[language].hello(order.shippingInfo.firstName) }
}

export function orderConfirmationEmail(
  order: OrderDto,
  language: EmailLanguage,
  shop: OrderShop,
): EmailContent {
  const w = WORDS[language]
  const price = (amount: Dinars) => formatIqd(amount, language)
  const items: [string, string][] = order.items.map((item) => {
    const name = localized(language, item.name, item.nameAr)
    const size = item.selectedSize ? ` (${w.size} ${item.selectedSize})` : ''
    return [
      `${name}${size} × ${formatDigits(item.quantity, language)}`,
      price(lineTotal(item.price, item.quantity)),
    ]
  })
  const amounts = order.totals
  const totals: [string, string][] = [
    [w.subtotal, price(amounts.subtotal)],
    [w.shipping, formatShipping(amounts.shipping, language, w.free)],
    [w.tax, price(amounts.tax)],
    ...(amounts.paymentFee > 0
      ? [[w.paymentFee, price(amounts.paymentFee)] as [string, string]]
      : []),
    [w.total, price(amounts.total)],
  ]
  const s = order.shippingInfo
  return renderEmail(language, shop.name, w.confirmationSubject(orderNumber(order.id)), [
    greeting(order, language),
    { kind: 'p', text: w.confirmationIntro },
    { kind: 'rows', rows: items },
    { kind: 'rows', rows: totals },
    {
      kind: 'rows',
      rows: [
        [w.order, orderNumber(order.id)],
        [w.status, statusLabel(language, order.status)],
        [w.payment, METHOD[language][order.paymentInfo.method] ?? order.paymentInfo.method],
        [w.delivery, date(order.estimatedDelivery, language)],
        [w.address, formatAddress(s, language)],
      ],
    },
    ...(order.paymentInfo.method === 'cod' ? [{ kind: 'p', text: w.codNote } as Block] : []),
    trackLink(order, language, shop),
    { kind: 'p', text: w.thanks },
  ])
}

/** A short e-mail about an order: its subject and intro, a few rows, the tracking link. */
function orderNotice(
  order: OrderDto,
  language: EmailLanguage,
  shop: OrderShop,
  subject: string,
  intro: string,
  rows: [string, string][],
): EmailContent {
  const w = WORDS[language]
  return renderEmail(language, shop.name, subject, [
    greeting(order, language),
    { kind: 'p', text: intro },
    { kind: 'rows', rows: [[w.order, orderNumber(order.id)], ...rows] },
    trackLink(order, language, shop),
    { kind: 'p', text: w.thanks },
  ])
}

export function statusUpdateEmail(
  order: OrderDto,
  previous: OrderStatus,
  language: EmailLanguage,
  shop: OrderShop,
): EmailContent {
  const w = WORDS[language]
  const from = statusLabel(language, previous)
  const to = statusLabel(language, order.status)
  return orderNotice(
    order,
    language,
    shop,
    w.statusSubject(orderNumber(order.id), to),
    w.statusIntro(from, to),
    [[w.status, to]],
  )
}

/** The customer's money went back (the provider confirmed it, or the owner gave it back by hand).
 * `amount` is in the payment's currency's smallest unit: dinars, or US cents. */
export function refundedEmail(
  order: OrderDto,
  refund: { amount: number; currency: string },
  language: EmailLanguage,
  shop: OrderShop,
): EmailContent {
  const w = WORDS[language]
  const amount =
    refund.currency === 'IQD'
      ? formatIqd(dinars(refund.amount), language)
      : `${(refund.amount / 100).toFixed(2)} ${refund.currency}`
  return orderNotice(order, language, shop, w.refundSubject(orderNumber(order.id)), w.refundIntro, [
    [w.refunded, amount],
  ])
}

export function trackingUpdateEmail(
  order: OrderDto,
  language: EmailLanguage,
  shop: OrderShop,
): EmailContent {
  const w = WORDS[language]
  return orderNotice(
    order,
    language,
    shop,
    w.trackingSubject(orderNumber(order.id)),
    w.trackingIntro,
    [
      [w.tracking, order.trackingNumber ?? ''],
      [w.delivery, date(order.estimatedDelivery, language)],
    ],
  )
}

/** The name an account's e-mail greets: its first name once the address is verified; before, the
 * address may be a stranger's and the name words anyone typed. */
export const greetedName = (user: { firstName: string; emailVerifiedAt: string | null }) =>
  user.emailVerifiedAt ? user.firstName : undefined

export function passwordResetEmail(
  firstName: string | undefined,
  link: string,
  expiresInMinutes: number,
  language: EmailLanguage,
  shop: Shop,
): EmailContent {
  const w = WORDS[language]
  return renderEmail(language, shop.name, w.resetSubject, [
    { kind: 'p', text: w.hello(firstName) },
    { kind: 'p', text: w.resetIntro },
    { kind: 'link', label: w.resetButton, url: link },
    { kind: 'p', text: w.resetExpiry(expiresInMinutes) },
    { kind: 'p', text: w.resetIgnore },
  ])
}

/** Sent to the account's address (the old one, for an e-mail change) after a change of its
 * e-mail or password, so a stolen session cannot take the account over unnoticed. */
export function accountChangedEmail(
  firstName: string | undefined,
  change: { kind: 'email'; newEmail: string } | { kind: 'password' },
  language: EmailLanguage,
  shop: Shop,
): EmailContent {
  const w = WORDS[language]
  const [subject, intro] =
    change.kind === 'email'
      ? [w.emailChangedSubject, w.emailChangedIntro(change.newEmail)]
      : [w.passwordChangedSubject, w.passwordChangedIntro]
  return renderEmail(language, shop.name, subject, [
    { kind: 'p', text: w.hello(firstName) },
    { kind: 'p', text: intro },
    { kind: 'p', text: w.notYou },
  ])
}

/** To a shopper who asked to hear when an out-of-stock product is back; sent once. */
export function backInStockEmail(
  product: { name: string; nameAr: string; url: string },
  unsubscribeUrl: string,
  language: EmailLanguage,
  shop: Shop,
): EmailContent {
  const w = WORDS[language]
  const name = localized(language, product.name, product.nameAr)
  return renderEmail(language, shop.name, w.backSubject(name), [
    { kind: 'p', text: w.backIntro(name) },
    { kind: 'link', label: w.backButton, url: product.url },
    { kind: 'p', text: w.backOnce },
    { kind: 'p', text: w.thanks },
    { kind: 'p', text: `${w.unsubscribe}: ${unsubscribeUrl}` },
  ])
}

/** The first e-mail to an address left for a back-in-stock request: nothing else goes to it
 * until its owner presses the link. */
export function stockAlertConfirmEmail(
  productName: { name: string; nameAr: string },
  links: { confirm: string; unsubscribe: string },
  language: EmailLanguage,
  shop: Shop,
): EmailContent {
  const w = WORDS[language]
  const name = (language === 'ar' && productName.nameAr) || productName.name
  return renderEmail(language, shop.name, w.confirmSubject(name), [
    { kind: 'p', text: w.confirmIntro(name) },
    { kind: 'link', label: w.confirmButton, url: links.confirm },
    { kind: 'p', text: w.confirmIgnore },
    { kind: 'p', text: `${w.unsubscribe}: ${links.unsubscribe}` },
  ])
}

/** The link that proves an account's address is its owner's. It greets nobody by name: whoever
 * opened the account typed the name, and the address may be a stranger's. */
export function emailVerificationEmail(
  link: string,
  language: EmailLanguage,
  shop: Shop,
): EmailContent {
  const w = WORDS[language]
  return renderEmail(language, shop.name, w.verifySubject, [
    { kind: 'p', text: w.hello() },
    { kind: 'p', text: w.verifyIntro },
    { kind: 'link', label: w.verifyButton, url: link },
    { kind: 'p', text: w.verifyIgnore },
  ])
}
