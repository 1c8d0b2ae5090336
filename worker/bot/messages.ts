// The words the bot reads back from admins, in each language: the phrase that confirms a removal
// and the word that cancels it. Everything the bot writes is in locales/{en,ar}.json (i18n.ts).
import type { BotLanguage } from '../telegram/i18n'

/** The word that aborts a pending removal (any letter case). */
export const CANCEL_WORDS: Record<BotLanguage, string> = { en: 'CANCEL', ar: 'إلغاء' }

const CONFIRM_WORDS: Record<BotLanguage, string> = { en: 'CONFIRM REMOVE', ar: 'تأكيد الحذف' }

/** The exact phrase that confirms removing product `id`. */
export const confirmRemovalPhrase = (id: number, language: BotLanguage) =>
  `${CONFIRM_WORDS[language]} ${id}`

/** A confirmation in either language; the id is group 1. */
export const CONFIRM_REMOVAL = new RegExp(
  `^(?:${Object.values(CONFIRM_WORDS).join('|')}) (\\d{1,9})$`,
)

export const isCancelWord = (text: string) =>
  Object.values(CANCEL_WORDS).includes(text.toUpperCase())
