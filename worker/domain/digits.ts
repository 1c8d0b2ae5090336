// Arabic keyboards type Arabic-Indic (٠-٩) or Persian (۰-۹) digits; numbers the shop stores or
// checks (phones, codes, search) use 0-9.
const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_INDIC_ZERO = 0x06f0

export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_INDIC_ZERO))
}
