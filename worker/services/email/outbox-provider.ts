// The default e-mail provider: each e-mail becomes a row of the outbox that admins read.
import type { Db } from '../../db/client'
import { insertOutboxEmail } from '../../db/queries/email-outbox'
import type { EmailProvider } from './message'

export function outboxProvider(db: Db): EmailProvider {
  return {
    send: async (message) => {
      await insertOutboxEmail(db, message, new Date())
    },
  }
}
