// The small pages the e-mails' signed links open (confirm a back-in-stock request, unsubscribe,
// verify an account's address), in the reader's language: the e-mail's where the link names an
// account, else the one chosen in the shop, else the browser's. A GET only shows the page and its
// button; the button's POST does the change, so a mail scanner that follows links confirms or
// unsubscribes nothing.
import type { EmailLanguage } from '../domain/language'
import type { Db } from '../db/client'
import { readSettings } from '../db/queries/settings'
import { escapeHtml } from '../domain/html'

const TEXTS = {
  en: {
    confirmTitle: 'Confirm your back-in-stock request',
    confirmBody: 'Press the button and we will e-mail this address once when the part is back.',
    confirmButton: 'Yes, tell me when it is back',
    confirmed: 'Thank you: we will write to you once when the part is back in stock.',
    confirmGone: 'This request is already confirmed or has ended.',
    unsubscribeTitle: 'Back-in-stock e-mails',
    unsubscribeBody: 'Stop every back-in-stock request of this address?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'Done: this address gets no more back-in-stock e-mails.',
    invalid: 'This link is not valid. Please use the link from the e-mail as it was sent.',
    verifyTitle: 'Verify your e-mail address',
    verifyBody: 'Press the button to confirm that this address is yours.',
    verifyButton: 'Verify my address',
    verified: 'Thank you: your address is verified, and your order e-mails will come here.',
    verifyGone: 'This address is already verified, or the account has another address now.',
    toShop: 'Go to the shop',
  },
  ar: {
    confirmTitle: 'تأكيد طلب الإعلام بالتوفر',
    confirmBody: 'اضغط الزر وسنراسل هذا العنوان مرة واحدة حين تتوفر القطعة.',
    confirmButton: 'نعم، أخبرني حين يتوفر',
    confirmed: 'شكرًا لك: سنراسلك مرة واحدة حين تتوفر القطعة من جديد.',
    confirmGone: 'هذا الطلب مؤكَّد من قبل أو قد انتهى.',
    unsubscribeTitle: 'رسائل توفر المنتجات',
    unsubscribeBody: 'إيقاف كل طلبات الإعلام بالتوفر لهذا العنوان؟',
    unsubscribeButton: 'إلغاء الاشتراك',
    unsubscribed: 'تم: لن تصل إلى هذا العنوان رسائل توفر المنتجات بعد الآن.',
    invalid: 'هذا الرابط غير صالح. يرجى استخدام الرابط كما وصلك في الرسالة.',
    verifyTitle: 'توثيق بريدك الإلكتروني',
    verifyBody: 'اضغط الزر لتأكيد أن هذا العنوان لك.',
    verifyButton: 'توثيق عنواني',
    verified: 'شكرًا لك: تم توثيق عنوانك، وستصل رسائل طلباتك إليه.',
    verifyGone: 'هذا العنوان موثَّق من قبل، أو صار للحساب عنوان آخر.',
    toShop: 'الذهاب إلى المتجر',
  },
} as const

export type LinkPageText = keyof (typeof TEXTS)['en']

/** The page's look, in its own style block: the shop's colours, readable on a phone. */
const STYLE =
  'body{margin:0;padding:0 1rem;background:#f4f5f7;color:#111827;font:16px/1.6 system-ui,Tahoma,Arial,sans-serif}' +
  'main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}' +
  '.shop{display:block;margin-bottom:1rem;color:#c2410c;font-weight:700;text-decoration:none}' +
  'h1{font-size:1.4rem;margin:0 0 .75rem}' +
  'button{font:inherit;font-weight:700;color:#fff;background:#c2410c;border:0;border-radius:8px;' +
  'padding:.75rem 1.25rem;min-height:44px;cursor:pointer}' +
  '.to-shop{display:inline-block;margin-top:1rem;color:#c2410c}'

/** Lets the page's own style block in, and nothing else (the API's policy allows nothing). */
const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

/** A page with the shop's name, a title, a sentence and, to act, a button that POSTs to `action`;
 * without one (done, or a bad link), a way on to the shop. */
export function linkPage(
  language: EmailLanguage,
  shopName: string,
  content: {
    title: LinkPageText
    body: LinkPageText
    button?: LinkPageText
    action?: string
  },
): string {
  const t = TEXTS[language]
  const next =
    content.button && content.action
      ? `<form method="post" action="${escapeHtml(content.action)}"><button type="submit">${escapeHtml(t[content.button])}</button></form>`
      : `<a class="to-shop" href="/">${escapeHtml(t.toShop)}</a>`
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t[content.title])}</title><style>${STYLE}</style></head>
<body><main><a class="shop" href="/">${escapeHtml(shopName)}</a><h1>${escapeHtml(t[content.title])}</h1><p>${escapeHtml(t[content.body])}</p>${next}</main></body>
</html>`
}

/** The page as an answer, with the shop's name as its settings write it; never indexed or kept
 * by a cache. */
export async function linkPageResponse(
  db: Db,
  language: EmailLanguage,
  content: Parameters<typeof linkPage>[2],
  status: 200 | 400 = 200,
): Promise<Response> {
  const { storeInfo } = await readSettings(db)
  return new Response(linkPage(language, storeInfo.name[language], content), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': LINK_PAGE_CSP,
      // The button's POST must carry the shop's Origin: under the API's no-referrer a browser
      // sends `Origin: null`, which the origin check refuses (every button failed until 1 December).
      'Referrer-Policy': 'same-origin',
    },
  })
}
