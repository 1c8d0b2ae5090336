// A vehicle row, a fitment row and a saved garage bike, and the shapes they take outside D1: the API's (as stored) and
// the backup file's entries, which hold every column as it is.
import type { BackupFitment, BackupGarageBike, BackupVehicle } from '../../schemas/backup'
import type { garageBikes, productFitments, vehicles } from '../schema'
import type { Written } from './written'

export type VehicleRow = typeof vehicles.$inferSelect
export type FitmentRow = typeof productFitments.$inferSelect
export type GarageBikeRow = typeof garageBikes.$inferSelect

export const vehicleCodec = {
  toApi: (row: VehicleRow) => ({ ...row }),
  toEntry: (row: VehicleRow): Written<BackupVehicle> => ({ ...row }),
  toRow: (entry: BackupVehicle): VehicleRow => ({ ...entry }),
}

export const fitmentCodec = {
  /** A row as the product page lists it: the years and the vehicle it names (null: every bike). */
  toListed: ({ rule, vehicle }: { rule: FitmentRow; vehicle: VehicleRow | null }) => ({
    yearFrom: rule.yearFrom,
    yearTo: rule.yearTo,
    vehicle: vehicle && vehicleCodec.toApi(vehicle),
  }),
  toEntry: (row: FitmentRow): Written<BackupFitment> => ({ ...row }),
  toRow: (entry: BackupFitment): FitmentRow => ({ ...entry }),
}

export const garageBikeCodec = {
  toEntry: (row: GarageBikeRow): Written<BackupGarageBike> => ({ ...row }),
  toRow: (entry: BackupGarageBike): GarageBikeRow => ({ ...entry }),
}
