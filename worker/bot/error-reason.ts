// Why the product schemas refused what an admin sent, in the admin's language. English is the API's
// own text (schemas/error-codes.ts, the spec's words); Arabic says the same code in the words the
// web shows for it (locales/ar-errors.json holds the codes a product's data can fail with).
import type { z } from 'zod'
import { issueError } from '../schemas/error-codes'
import type { BotContext } from './context'
import { errorTranslation } from '../telegram/i18n'
import { isField } from './product-text'

/** The reason for `issue`, or `otherwise` where the admin's language has no words for it (zod's
 * own complaints, which only English callers get verbatim). */
export function issueReason(ctx: BotContext, issue: z.core.$ZodIssue, otherwise: string): string {
  const { code, params, text } = issueError(issue)
  if (ctx.lang === 'en') return text
  const translate = errorTranslation(ctx.lang, code)
  if (!translate) return otherwise
  const field = issue.path[0]
  // A field named in the reason is named as the admin writes it ("الاسم"), not as the API does.
  const label = typeof field === 'string' && isField(field) ? ctx.t(`field.${field}`) : undefined
  return translate({ ...params, ...(label && 'field' in params && { field: label }) })
}
