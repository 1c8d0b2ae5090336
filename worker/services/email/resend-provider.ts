// The production e-mail provider: Resend's JSON API (POST {EMAIL_API_URL}/emails, Bearer key).
import type { Config } from '../../env'
import type { EmailProvider } from './message'

export function resendProvider(config: Config): EmailProvider {
  return {
    send: async (message) => {
      if (!config.EMAIL_API_KEY) throw new Error('EMAIL_API_KEY is not set')
      const response = await fetch(`${config.EMAIL_API_URL.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.EMAIL_API_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          from: config.EMAIL_FROM,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          tags: [{ name: 'kind', value: message.kind }],
        }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new Error(
          `e-mail provider answered ${response.status}: ${body?.message ?? response.statusText}`,
        )
      }
    },
  }
}
