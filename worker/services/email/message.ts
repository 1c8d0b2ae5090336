// What an e-mail provider is given, and what it promises: one module the providers, the choice
// between them and the outbox table all import, so none of them imports another.
import type { EmailLanguage } from '../../domain/language'

/** Every kind of e-mail the shop writes (the outbox's Kind column names each). */
export const EMAIL_KINDS = [
  'order-confirmation',
  'status-update',
  'tracking-update',
  'refund',
  'password-reset',
  'account-change',
  'back-in-stock',
  'stock-alert-confirm',
  'email-verification',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  kind: EmailKind
  language: EmailLanguage
  /** Extra headers (List-Unsubscribe), for providers that send real mail. */
  headers?: Record<string, string>
}

export interface SendOptions {
  /** The outbox row the message comes from: the provider keeps or sends it once (idempotency). */
  deliveryId?: number
}

export interface EmailProvider {
  /** Resolves once the provider has the message; rejects with the provider's reason. */
  send(message: EmailMessage, options?: SendOptions): Promise<void>
}
