// The one e-mail provider interface and the choice between the outbox (default) and Resend.
import type { Db } from '../../db/client'
import type { EmailLanguage } from '../../domain/language'
import type { Config } from '../../env'
import { outboxProvider } from './outbox-provider'
import { resendProvider } from './resend-provider'

export type EmailKind =
  'order-confirmation' | 'status-update' | 'tracking-update' | 'password-reset' | 'account-change'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  kind: EmailKind
  language: EmailLanguage
}

export interface EmailProvider {
  /** Resolves once the provider has the message; rejects with the provider's reason. */
  send(message: EmailMessage): Promise<void>
}

export function emailProvider(config: Config, db: Db): EmailProvider {
  return config.EMAIL_PROVIDER === 'resend' ? resendProvider(config) : outboxProvider(db)
}
