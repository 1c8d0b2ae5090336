// Which provider takes each online method's money (the owner's choice in Settings), and which
// methods can take money now: a method is offered only when the shop switched it on and the
// provider chosen for it has its secrets set.
import {
  isOnlineMethod,
  ONLINE_METHOD_IDS,
  type OnlineMethodId,
  type PaymentMethodId,
  type PaymentProviderId,
  PROVIDERS_OF_METHOD,
} from '../../domain/payment-methods'
import { badRequest } from '../../lib/errors'
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

/** The provider the owner chose for this method; null for cash on delivery. */
const providerOfMethod = (settings: ShopSettings, method: PaymentMethodId) =>
  isOnlineMethod(method) ? settings.paymentProviders[method] : null

/** Is this provider's secrets set? */
const providerConfigured = (config: Config, id: PaymentProviderId) =>
  MODULES[id]?.configured(config) ?? false

/** Can this method's provider take money now (cash on delivery always can)? */
export function methodConfigured(
  config: Config,
  settings: ShopSettings,
  method: PaymentMethodId,
): boolean {
  const provider = providerOfMethod(settings, method)
  return provider === null || providerConfigured(config, provider)
}

/** The provider module taking this online method's money now; null when its secrets are not set. */
export const providerForMethod = (config: Config, settings: ShopSettings, method: OnlineMethodId) =>
  paymentProvider(config, settings.paymentProviders[method])

/**
 * Settings may name only providers whose secrets are set; a choice already saved stays allowed
 * (the defaults name providers before any is configured). Refused with 400
 * PAYMENT_PROVIDER_NOT_CONFIGURED.
 */
export function refuseUnconfiguredProviders(
  config: Config,
  saved: ShopSettings,
  next: ShopSettings,
): void {
  for (const method of ONLINE_METHOD_IDS) {
    const provider = next.paymentProviders[method]
    if (provider !== saved.paymentProviders[method] && !providerConfigured(config, provider))
      throw badRequest('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider })
  }
}

/** The settings' methods, each with its provider, the providers that could take it (and whether
 * each is configured), whether its provider is configured, and whether checkout may offer it now
 * (switched on and configured). */
export function methodsWithReadiness(config: Config, settings: ShopSettings) {
  return settings.paymentMethods.map((m) => {
    const configured = methodConfigured(config, settings, m.id)
    const choices: readonly PaymentProviderId[] = isOnlineMethod(m.id)
      ? PROVIDERS_OF_METHOD[m.id]
      : []
    return {
      ...m,
      provider: providerOfMethod(settings, m.id),
      providers: choices.map((id) => ({ id, configured: providerConfigured(config, id) })),
      configured,
      ready: m.available && configured,
    }
  })
}
