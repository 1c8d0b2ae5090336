// What the storefront's tracker sends: a session start and the pages it shows. Sizes are capped
// because anyone may post.
import * as z from 'zod'
import { analyticsPath } from '../domain/analytics-path'
import { E } from './error-codes'
import { singleLine } from './text'

const id = z
  .string({ error: E.SESSION_ID_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, E.SESSION_ID_INVALID)

export const sessionStartSchema = z
  .object({
    id,
    visitorId: id,
    referrer: singleLine(500, { label: 'Referrer' }).default(''),
    isReturningVisitor: z.boolean().default(false),
  })
  .strict()
export type SessionStart = z.infer<typeof sessionStartSchema>

export const pageViewSchema = z
  .object({
    // Kept without tokens: /track/<token> and /pay/<token> are recorded as /track/:token and
    // /pay/:token, queries are dropped.
    page: singleLine(200, { label: 'Page', required: E.PAGE_REQUIRED })
      .startsWith('/', E.PAGE_NOT_A_PATH)
      .transform(analyticsPath),
  })
  .strict()
export type PageViewInput = z.infer<typeof pageViewSchema>

export const sessionParamSchema = z.object({ id })
