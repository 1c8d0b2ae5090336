// How long the copy on a product card is: the catalogue answers it already cut, and the web cuts
// the product page's texts by the same rule.
export const CARD_DESCRIPTION_LENGTH = 80

/** Cuts at `max` characters and adds an ellipsis; text that fits is returned as is. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`
}
