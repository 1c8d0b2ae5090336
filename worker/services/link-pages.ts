// The small pages the e-mails' signed links open (confirm a back-in-stock request, unsubscribe,
// verify an account's address), in the reader's language: the e-mail's where the link names an
// account, else the one chosen in the shop, else the browser's. A GET only shows the page and its
// button; the button's POST does the change, so a mail scanner that follows links confirms or
// unsubscribes nothing.
import type { EmailLanguage } from '../domain/language'
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
  },
} as const

export type LinkPageText = keyof (typeof TEXTS)['en']

/** A page with a title, a sentence and, to act, a button that POSTs to `action`. */
export function linkPage(
  language: EmailLanguage,
  content: {
    title: LinkPageText
    body: LinkPageText
    button?: LinkPageText
    action?: string
  },
): string {
  const t = TEXTS[language]
  const form =
    content.button && content.action
      ? `<form method="post" action="${escapeHtml(content.action)}"><button type="submit">${escapeHtml(t[content.button])}</button></form>`
      : ''
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t[content.title])}</title></head>
<body><main><h1>${escapeHtml(t[content.title])}</h1><p>${escapeHtml(t[content.body])}</p>${form}</main></body>
</html>`
}

/** The page as an answer, never indexed or kept by a cache. */
export function linkPageResponse(
  language: EmailLanguage,
  content: Parameters<typeof linkPage>[1],
  status: 200 | 400 = 200,
): Response {
  return new Response(linkPage(language, content), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
