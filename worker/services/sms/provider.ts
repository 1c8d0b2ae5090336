// The choice of the spec's three SMS providers: mock (default), twilio, aws-sns.
import type { Config } from '../../env'
import { mockProvider } from './mock-provider'
import type { SmsProvider } from './sms-provider'
import { snsProvider } from './sns-provider'
import { twilioProvider } from './twilio-provider'

export function smsProvider(config: Config): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') return twilioProvider(config)
  if (config.SMS_PROVIDER === 'aws-sns') return snsProvider(config)
  return mockProvider()
}
