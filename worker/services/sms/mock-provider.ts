// The default SMS provider: nothing leaves the server; the text goes to the server log.
import type { SmsProvider } from './sms-provider'

export function mockProvider(): SmsProvider {
  return {
    name: 'mock',
    send: (phone, text) => {
      console.log(`[sms:mock] to ${phone}: ${text}`)
      return Promise.resolve()
    },
  }
}
