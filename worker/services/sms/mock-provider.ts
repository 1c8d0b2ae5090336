// The default SMS provider: nothing leaves the server; the text goes to the server log.
import type { SmsProvider } from './provider'

export function mockProvider(): SmsProvider {
  return {
    name: 'mock',
    send: async (phone, text) => {
      console.log(`[sms:mock] to ${phone}: ${text}`)
    },
  }
}
