// Display formats: dinar prices with zero decimals (Arabic-Iraq digits in Arabic, Latin in
// English) and dates. Arithmetic never happens here.
const locale = (language: string) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

const priceFormats = new Map<string, Intl.NumberFormat>()

export function formatPrice(dinars: number, language: string): string {
  const key = locale(language)
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(key, {
      style: 'currency',
      currency: 'IQD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    priceFormats.set(key, format)
  }
  return format.format(dinars)
}

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'Asia/Baghdad' }).format(
    new Date(iso),
  )
}
