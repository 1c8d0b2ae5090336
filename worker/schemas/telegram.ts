// Inputs of the Telegram endpoints: the webhook's update and the telegram-test page's messages.
import * as z from 'zod'
import { E } from './error-codes'
import { multiLine } from './text'

export const TEST_MESSAGE_KINDS = ['online', 'offline', 'reconnected', 'custom'] as const
export type TestMessageKind = (typeof TEST_MESSAGE_KINDS)[number]

/** A custom message must be non-empty after trimming (back-office §2). */
export const testMessageSchema = z
  .object({
    kind: z.enum(TEST_MESSAGE_KINDS, { error: E.MESSAGE_KIND_UNKNOWN }),
    text: multiLine(4000, { label: 'Message' }).optional(),
  })
  .strict()
  .refine((m) => m.kind !== 'custom' || !!m.text, { message: E.MESSAGE_EMPTY, path: ['text'] })
export type TestMessage = z.infer<typeof testMessageSchema>

/** Only update_id is ours to check; grammY reads the rest. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z
    .number({ error: E.TELEGRAM_UPDATE_INVALID })
    .int(E.TELEGRAM_UPDATE_INVALID)
    .nonnegative(E.TELEGRAM_UPDATE_INVALID),
})
