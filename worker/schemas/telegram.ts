// Inputs of the Telegram endpoints: the webhook's update and the telegram-test page's messages.
import { z } from 'zod'
import { multiLine } from './text'

export const TEST_MESSAGE_KINDS = ['online', 'offline', 'reconnected', 'custom'] as const
export type TestMessageKind = (typeof TEST_MESSAGE_KINDS)[number]

export const MESSAGE_EMPTY = 'Message cannot be empty'

/** A custom message must be non-empty after trimming (back-office §2). */
export const testMessageSchema = z
  .object({
    kind: z.enum(TEST_MESSAGE_KINDS, { error: 'Unknown message kind' }),
    text: multiLine(4000, { label: 'Message' }).optional(),
  })
  .strict()
  .refine((m) => m.kind !== 'custom' || !!m.text, { message: MESSAGE_EMPTY, path: ['text'] })
export type TestMessage = z.infer<typeof testMessageSchema>

/** Only update_id is ours to check; grammY reads the rest. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z
    .number({ error: 'Invalid update' })
    .int('Invalid update')
    .nonnegative('Invalid update'),
})
