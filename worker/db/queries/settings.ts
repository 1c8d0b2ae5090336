// Shop settings: one JSON record, defaults until an admin saves their own.
import { eq } from 'drizzle-orm'
import { DEFAULT_SETTINGS } from '../../domain/default-settings'
import { type ShopSettings, shopSettingsSchema, upgradeSavedSettings } from '../../schemas/settings'
import { AppError } from '../../lib/errors'
import type { Db } from '../client'
import { settings } from '../schema'

/** The one settings record's key (also written by a backup restore). */
export const SETTINGS_KEY = 'shop'

/** What is wrong with a saved settings record that does not read: the first field and why. */
export interface SettingsProblem {
  field: string
  message: string
}

/** The saved settings, or the defaults with the problem when the saved record does not read (a
 * hand-edited row, a restore of a damaged file). Defaults are fine for showing the shop; never for
 * charging an order (readSettingsForOrders). */
export async function readSavedSettings(db: Db): Promise<SavedSettings> {
  return settingsFrom(await settingsRowQuery(db).get())
}

/** The settings record's statement, for a caller that batches it with others (settingsFrom). */
export const settingsRowQuery = (db: Db) =>
  db.select().from(settings).where(eq(settings.key, SETTINGS_KEY))

export interface SavedSettings {
  settings: ShopSettings
  problem: SettingsProblem | null
}

/** Reads the record settingsRowQuery returned (see readSavedSettings). */
export function settingsFrom(row: { value: unknown } | undefined): SavedSettings {
  if (!row) return { settings: DEFAULT_SETTINGS, problem: null }
  const parsed = shopSettingsSchema.safeParse(upgradeSavedSettings(row.value))
  if (parsed.success) return { settings: parsed.data, problem: null }
  const issue = parsed.error.issues[0]
  const problem = {
    field: issue?.path.join('.') || '(record)',
    message: issue?.message ?? 'unreadable',
  }
  console.error('the saved shop settings do not read; showing the defaults', problem)
  return { settings: DEFAULT_SETTINGS, problem }
}

export async function readSettings(db: Db): Promise<ShopSettings> {
  return (await readSavedSettings(db)).settings
}

/** The settings an order is charged by: never the defaults in place of a record that does not
 * read (every order would be charged the default fees and tax with no sign): 503 instead, and the
 * admins see the problem on the dashboard (GET /api/settings/problem). */
export async function readSettingsForOrders(db: Db): Promise<ShopSettings> {
  return settingsForOrders(await readSavedSettings(db))
}

/** Refuses settings that fell back to the defaults (readSettingsForOrders). */
export function settingsForOrders({ settings: read, problem }: SavedSettings): ShopSettings {
  if (problem) throw new AppError(503, 'SETTINGS_INVALID')
  return read
}

export async function saveSettings(db: Db, value: ShopSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
}
