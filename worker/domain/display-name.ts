// A name someone else chose (a Telegram user's first and last name or username), made safe to keep
// in the shop's records: no control characters, line or paragraph separators, or bidirectional
// overrides (which the backup file, like every text field, refuses: a history holding one would
// make the backup fail to restore), spaces collapsed, and at most 64 characters.

/** What schemas/text.ts refuses in a single line: C0 and C1 controls, the line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NOT_KEPT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

export const MAX_DISPLAY_NAME_LENGTH = 64

export function cleanDisplayName(name: string): string {
  return Array.from(name.replace(NOT_KEPT, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, MAX_DISPLAY_NAME_LENGTH)
    .join('')
    .trim()
}
