// AWS SNS Publish over HTTP (the Query API), signed with Signature V4 by aws4fetch.
import { AwsClient } from 'aws4fetch'
import type { Config } from '../../env'
import type { SmsProvider } from './sms-provider'

/** The <Message> of an SNS error document. */
const errorMessage = (xml: string) => /<Message>([^<]*)<\/Message>/.exec(xml)?.[1]

export function snsProvider(config: Config): SmsProvider {
  return {
    name: 'aws-sns',
    send: async (phone, text) => {
      if (!config.AWS_ACCESS_KEY_ID || !config.AWS_SECRET_ACCESS_KEY)
        throw new Error('AWS SNS is not configured')
      const client = new AwsClient({
        accessKeyId: config.AWS_ACCESS_KEY_ID,
        secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
        service: 'sns',
        region: config.AWS_REGION,
        // The caller answers the shopper at once; a slow retry loop would only delay the error.
        retries: 0,
      })
      const base = config.SMS_API_URL ?? `https://sns.${config.AWS_REGION}.amazonaws.com`
      const response = await client.fetch(`${base.replace(/\/$/, '')}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams({
          Action: 'Publish',
          Version: '2010-03-31',
          PhoneNumber: phone,
          Message: text,
          // Verification codes are transactional: delivered first, also to opted-out promo lists.
          'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
          'MessageAttributes.entry.1.Value.DataType': 'String',
          'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
        }).toString(),
      })
      if (!response.ok)
        throw new Error(
          errorMessage(await response.text()) ?? `AWS SNS answered ${response.status}`,
        )
    },
  }
}
