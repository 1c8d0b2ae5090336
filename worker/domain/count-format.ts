// A count written beside the shop's prices outside the web app (an order line's quantity in an
// e-mail or a bot message): Latin digits in English, Arabic-Indic in Arabic, as formatIqd writes
// the price next to it. The web app formats its numbers with cached formats (web/src/lib/format.ts).
export const formatCount = (count: number, language: string): string =>
  count.toLocaleString(language === 'ar' ? 'ar-IQ' : 'en-IQ')
