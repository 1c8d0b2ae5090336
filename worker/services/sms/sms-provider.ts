// What every SMS provider promises; the providers and the choice between them import it.
import type { Config } from '../../env'

export interface SmsProvider {
  name: Config['SMS_PROVIDER']
  /** Resolves once the provider accepted the message; rejects with its reason. */
  send(phone: string, text: string): Promise<void>
}
