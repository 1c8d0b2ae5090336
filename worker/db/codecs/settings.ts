// The settings table's one row. The backup file holds its value as readSettings gives it (the
// defaults until an admin saves their own), so only the way back needs a codec.
import type { ShopSettings } from '../../schemas/settings'
import { SETTINGS_KEY } from '../queries/settings'
import type { settings } from '../schema'

export type SettingsRow = typeof settings.$inferSelect

export const settingsCodec = {
  toRow: (entry: ShopSettings): SettingsRow => ({ key: SETTINGS_KEY, value: entry }),
}
