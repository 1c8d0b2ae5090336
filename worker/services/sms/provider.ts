// The SMS provider interface and the choice of the spec's three: mock (default), twilio, aws-sns.
import type { Config } from '../../env'
import { mockProvider } from './mock-provider'
import { snsProvider } from './sns-provider'
import { twilioProvider } from './twilio-provider'

export interface SmsProvider {
  name: Config['SMS_PROVIDER']
  /** Resolves once the provider accepted the message; rejects with its reason. */
  send(phone: string, text: string): Promise<void>
}

export function smsProvider(config: Config): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') return twilioProvider(config)
  if (config.SMS_PROVIDER === 'aws-sns') return snsProvider(config)
  return mockProvider()
}
