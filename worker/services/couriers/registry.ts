// Which couriers the shop can hand parcels to now: a courier is on when its secrets are set, like
// the payment providers; the owner picks one per governorate in Settings.
import type { CourierId } from '../../domain/couriers'
import type { GovernorateId } from '../../domain/iraq-address'
import type { Config } from '../../env'
import type { ShopSettings } from '../../schemas/settings'
import { alwaseetConfigured, alwaseetCourier } from './alwaseet'
import { boxyConfigured, boxyCourier } from './boxy'
import type { Courier } from './courier'

/** The couriers with a module, each with its test of "its secrets are set". */
const MODULES: Partial<
  Record<CourierId, { configured: (c: Config) => boolean; make: (c: Config) => Courier }>
> = {
  alwaseet: { configured: alwaseetConfigured, make: alwaseetCourier },
  boxy: { configured: boxyConfigured, make: boxyCourier },
}

/** The courier module, when its secrets are set; null otherwise. */
export function courierModule(config: Config, id: CourierId): Courier | null {
  const module = MODULES[id]
  return module?.configured(config) ? module.make(config) : null
}

/** Is this courier's secrets set? */
export const courierConfigured = (config: Config, id: CourierId) =>
  MODULES[id]?.configured(config) ?? false

/** The courier the owner chose for a governorate, when its secrets are set. */
export function courierForGovernorate(
  config: Config,
  settings: ShopSettings,
  governorate: GovernorateId,
): CourierId | null {
  const chosen = settings.couriers.byGovernorate[governorate]
  return chosen && courierConfigured(config, chosen) ? chosen : null
}
