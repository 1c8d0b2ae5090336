// Shop settings: one JSON record, defaults until an admin saves their own.
import { eq } from 'drizzle-orm'
import { DEFAULT_SETTINGS } from '../../domain/default-settings'
import { type ShopSettings, shopSettingsSchema, upgradeSavedSettings } from '../../schemas/settings'
import type { Db } from '../client'
import { settings } from '../schema'

/** The one settings record's key (also written by a backup restore). */
export const SETTINGS_KEY = 'shop'

export async function readSettings(db: Db): Promise<ShopSettings> {
  const row = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY)).get()
  if (!row) return DEFAULT_SETTINGS
  const parsed = shopSettingsSchema.safeParse(upgradeSavedSettings(row.value))
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}

export async function saveSettings(db: Db, value: ShopSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
}
