// Free text from users: which characters it may hold, and the codes for empty and too long.
import * as z from 'zod'
import { E, type ErrorCode } from './error-codes'

// Control characters (NUL included) are never text, and bidirectional embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069) can make a name or comment read differently from what it
// holds. Marks such as U+200F stay allowed: Arabic text and number formats use them. One-line text
// refuses the line and paragraph separators too.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/
// Multi-line text may hold tabs and line breaks (\t \n \r).
const MULTI_LINE =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/

export interface TextRule {
  /** The field as the messages name it: "Name is too long (at most 200 characters)"; the web
   * translates it through `fieldLabels`. */
  label: string
  /** The code for a missing or blank value; without it the field may be empty. */
  required?: ErrorCode
  /** Replaces the generated too-long code. */
  tooLong?: ErrorCode
}

function text(max: number, rule: TextRule, allowed: RegExp) {
  const base = z.string({ error: rule.required ?? E.NOT_TEXT }).trim()
  const tooLong = rule.tooLong
    ? { message: rule.tooLong }
    : { message: E.TOO_LONG, params: { field: rule.label, count: max } }
  return (rule.required ? base.min(1, rule.required) : base)
    .refine((value) => value.length <= max, tooLong)
    .regex(allowed, E.TEXT_NOT_ALLOWED)
}

/** A trimmed one-line text (a name, a city, a URL): no line breaks, tabs or control characters. */
export const singleLine = (max: number, rule: TextRule) => text(max, rule, SINGLE_LINE)

/** A trimmed text that may span lines (a description, a comment, a message). */
export const multiLine = (max: number, rule: TextRule) => text(max, rule, MULTI_LINE)
