// The one rule for a text kept in two languages (a product's name, description, a specification):
// Arabic readers get the Arabic when there is one, else the English. The storefront, the e-mails
// and the bot's messages all pick this way.

/** The Arabic text in Arabic when there is one, else the English. */
export function localized(
  language: string,
  english: string,
  arabic: string | null | undefined,
): string {
  return language === 'ar' && arabic?.trim() ? arabic : english
}
