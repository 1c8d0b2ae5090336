// The choice of e-mail provider: the outbox (default) or Resend.
import type { Db } from '../../db/client'
import type { Config } from '../../env'
import type { EmailProvider } from './message'
import { outboxProvider } from './outbox-provider'
import { resendProvider } from './resend-provider'

export function emailProvider(config: Config, db: Db): EmailProvider {
  return config.EMAIL_PROVIDER === 'resend' ? resendProvider(config) : outboxProvider(db)
}
