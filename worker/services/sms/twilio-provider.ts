// Twilio's Messages API over HTTP: a form POST with Basic auth (account SID and auth token).
import type { Config } from '../../env'
import type { SmsProvider } from './sms-provider'

export function twilioProvider(config: Config): SmsProvider {
  return {
    name: 'twilio',
    send: async (phone, text) => {
      const sid = config.TWILIO_ACCOUNT_SID
      const from = config.TWILIO_FROM
      if (!sid || !config.TWILIO_AUTH_TOKEN || !from) throw new Error('Twilio is not configured')
      const base = (config.SMS_API_URL ?? 'https://api.twilio.com').replace(/\/$/, '')
      const form = new URLSearchParams({ To: phone, Body: text })
      // A Messaging Service SID sends from the service's pool of numbers.
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from)
      const response = await fetch(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${btoa(`${sid}:${config.TWILIO_AUTH_TOKEN}`)}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
        },
      )
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new Error(body?.message ?? `Twilio answered ${response.status}`)
      }
    },
  }
}
