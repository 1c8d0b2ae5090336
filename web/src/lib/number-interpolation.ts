// `{{n, number}}` in a text: the shop's digits (Arabic-Iraq in Arabic, as formatNumber writes every
// other number), not Intl's plain `ar`, which writes Latin digits beside them.
import type { i18n as I18n } from 'i18next'
import { formatNumber } from './format'
import { DEFAULT_LANGUAGE } from './languages'

export function addNumberFormat(instance: I18n): void {
  instance.services.formatter?.add('number', (value: number, language: string | undefined) =>
    formatNumber(value, language ?? DEFAULT_LANGUAGE),
  )
}
