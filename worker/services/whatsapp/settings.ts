// The WhatsApp Cloud API's settings, or null while any is missing: the channel is off until set.
import type { Config } from '../../env'

export interface WhatsappApi {
  url: string
  phoneNumberId: string
  token: string
  appSecret: string
  verifyToken: string
}

export function whatsappSettings(config: Config): WhatsappApi | null {
  const api = {
    url: config.WHATSAPP_API_URL,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN,
    appSecret: config.WHATSAPP_APP_SECRET,
    verifyToken: config.WHATSAPP_VERIFY_TOKEN,
  }
  return api.phoneNumberId && api.token && api.appSecret && api.verifyToken ? api : null
}
