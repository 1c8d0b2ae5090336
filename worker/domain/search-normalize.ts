// One normal form for search text, used when indexing products and when reading a query, so
// that "خوذة" finds "خُوذَه", "أ/إ/آ" find "ا", "٣" finds "3" and "BMW" finds "bmw".
const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_INDIC_ZERO = 0x06f0

export function normalizeSearch(text: string): string {
  return (
    text
      // NFKD splits hamza/madda forms (أ إ آ ؤ ئ) and Latin accents into base + combining mark.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '') // harakat, hamza/madda marks, Latin accents
      .replace(/\u0640/g, '') // tatweel
      .replace(/\u0671/g, '\u0627') // alef wasla -> alef
      .replace(/\u0629/g, '\u0647') // taa marbuta -> haa
      .replace(/\u0649/g, '\u064a') // alef maqsura -> yaa
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_INDIC_ZERO))
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  )
}
