// The default e-mail provider: each e-mail becomes a row of the e-mail outbox that admins read
// (once per delivery: the delivery's id is its idempotency key).
import type { Db } from '../../db/client'
import { insertOutboxEmail } from '../../db/queries/email-outbox'
import type { EmailProvider } from './message'

export function outboxProvider(db: Db): EmailProvider {
  return {
    send: async ({ headers: _headers, ...message }, options) => {
      await insertOutboxEmail(db, { ...message, deliveryId: options?.deliveryId }, new Date())
    },
  }
}
