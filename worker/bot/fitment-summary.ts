// The bot's answer to a product's Compatibility: line, read into fitment rows (services/fitment).
import type { TextFitment } from '../services/fitment'
import { type BotLanguage, translator } from '../telegram/i18n'

/** What the bot understood of a Compatibility: line: each bike and its years, and what it kept
 * only as text. */
export function fitmentSummary({ rules, unread }: TextFitment, language: BotLanguage): string {
  const t = translator(language)
  const read = rules.map(({ vehicle, yearFrom, yearTo }) => {
    if (!vehicle) return t('fitment.universal')
    const name = [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ')
    const years =
      yearFrom === null && yearTo === null
        ? t('fitment.allYears')
        : yearTo === null
          ? `${yearFrom}+`
          : yearFrom === yearTo
            ? String(yearFrom)
            : `${yearFrom ?? vehicle.firstYear}-${yearTo}`
    return `${name} ${years}`
  })
  return [
    read.length ? t('fitment.fits', { rules: read.join('; ') }) : t('fitment.none'),
    ...(unread.length ? [t('fitment.unread', { text: unread.join('; ') })] : []),
  ].join('\n')
}
