// Which provider takes each online method's money, and which methods can take money now: a method
// is offered only when the shop switched it on (Settings) and its provider's secrets are set.
import {
  isOnlineMethod,
  type PaymentMethodId,
  type PaymentProviderId,
  PROVIDER_OF_METHOD,
} from '../../domain/payment-methods'
import type { Config } from '../../env'
import type { ShopSettings } from '../../schemas/settings'
import { fibConfigured, fibProvider } from './fib'
import { paypalConfigured, paypalProvider } from './paypal'
import { qiConfigured, qiProvider } from './qi'
import { zaincashConfigured, zaincashProvider } from './zaincash'
import type { PaymentProvider } from './provider'

/** The providers with a module, each with its test of "its secrets are set". */
const MODULES: Partial<
  Record<
    PaymentProviderId,
    { configured: (c: Config) => boolean; make: (c: Config) => PaymentProvider }
  >
> = {
  fib: { configured: fibConfigured, make: fibProvider },
  qi: { configured: qiConfigured, make: qiProvider },
  paypal: { configured: paypalConfigured, make: paypalProvider },
  zaincash: { configured: zaincashConfigured, make: zaincashProvider },
}

/** The provider module, when its secrets are set; null otherwise. */
export function paymentProvider(config: Config, id: PaymentProviderId): PaymentProvider | null {
  const module = MODULES[id]
  return module?.configured(config) ? module.make(config) : null
}

/** Can this method's provider take money now (cash on delivery always can)? */
export function methodConfigured(config: Config, method: PaymentMethodId): boolean {
  if (!isOnlineMethod(method)) return true
  return MODULES[PROVIDER_OF_METHOD[method]]?.configured(config) ?? false
}

/** The settings' methods, each with whether its provider is configured and whether checkout may
 * offer it now (switched on and configured). */
export function methodsWithReadiness(config: Config, settings: ShopSettings) {
  return settings.paymentMethods.map((m) => {
    const configured = methodConfigured(config, m.id)
    return { ...m, configured, ready: m.available && configured }
  })
}
