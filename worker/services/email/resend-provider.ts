// The production e-mail provider: Resend's JSON API (POST {EMAIL_API_URL}/emails, Bearer key).
import type { Config } from '../../env'
import type { EmailProvider } from './message'
import { DeliveryFailure, retryableStatus, retryAfterHeader } from '../deliveries/failure'

export function resendProvider(config: Config): EmailProvider {
  return {
    send: async (message, options) => {
      if (!config.EMAIL_API_KEY) throw new DeliveryFailure('EMAIL_API_KEY is not set', true)
      const response = await fetch(`${config.EMAIL_API_URL.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.EMAIL_API_KEY}`,
          'Content-Type': 'application/json',
          // Resend keeps a key 24 hours: a delivery repeated by the queue is sent once.
          ...(options?.deliveryId !== undefined && {
            'Idempotency-Key': `delivery-${options.deliveryId}`,
          }),
        },
        body: JSON.stringify({
          from: config.EMAIL_FROM,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          tags: [{ name: 'kind', value: message.kind }],
          ...(message.headers && { headers: message.headers }),
        }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new DeliveryFailure(
          `e-mail provider answered ${response.status}: ${body?.message ?? response.statusText}`,
          !retryableStatus(response.status),
          retryAfterHeader(response.headers),
        )
      }
    },
  }
}
