// The streamed backup file (2.x, docs/operations.md): gzip-compressed lines of JSON, so that it is
// written and read a page at a time. The first line is the header, then one line per record
// tagged with its list (the keys of the 1.x JSON file: "products", "orders", ...), each entry as
// the 1.x file holds it, and last the trailer: how many records each list holds and the SHA-256 of
// every line before it. A manifest with the same figures is kept beside the file in R2.
import * as z from 'zod'
import { EMAIL_LANGUAGES } from '../domain/language'
import { emailSchema } from './auth'
import {
  backupCashDifferenceSchema,
  backupCashLedgerSchema,
  backupCourierPlaceSchema,
  backupCourierStatementSchema,
  backupPhoneRefusalSchema,
  backupShipmentSchema,
  backupShipmentStepSchema,
} from './backup-couriers'
import {
  backupFitmentSchema,
  backupGarageBikeSchema,
  backupOrderSchema,
  backupPaymentSchema,
  backupProductSchema,
  backupReviewSchema,
  backupStockAlertSchema,
  backupUserSchema,
  backupVehicleSchema,
} from './backup'
import { E } from './error-codes'
import { shopSettingsSchema, upgradeSavedSettings } from './settings'

export const BACKUP_FORMAT = 'moto-parts-backup'
/** 2.0.0: streamed lines, with the inbox and the newsletter list. */
export const BACKUP_STREAM_VERSION = '2.0.0'

const id = z.number().int().positive()
const timestamp = z.iso.datetime({ offset: true })

/** A message of the inbox, every column as it is stored. */
export const backupSupportMessageSchema = z
  .object({
    id,
    name: z.string().max(300),
    email: z.string().max(300),
    subject: z.string().max(100),
    message: z.string().max(20_000),
    orderNumber: z.string().max(100).nullable(),
    userId: id.nullable(),
    createdAt: timestamp,
  })
  .strict()

export const backupSubscriberSchema = z
  .object({
    email: emailSchema(E.EMAIL_REQUIRED),
    language: z.enum(EMAIL_LANGUAGES),
    createdAt: timestamp,
  })
  .strict()

/** Each list of the file and the rules of its entries (the same as the 1.x file's). */
export const BACKUP_LISTS = {
  users: backupUserSchema,
  products: backupProductSchema,
  vehicles: backupVehicleSchema,
  fitments: backupFitmentSchema,
  garage: backupGarageBikeSchema,
  reviews: backupReviewSchema,
  stockAlerts: backupStockAlertSchema,
  orders: backupOrderSchema,
  payments: backupPaymentSchema,
  shipments: backupShipmentSchema,
  shipmentSteps: backupShipmentStepSchema,
  courierPlaceMap: backupCourierPlaceSchema,
  cashLedger: backupCashLedgerSchema,
  courierStatements: backupCourierStatementSchema,
  cashDifferences: backupCashDifferenceSchema,
  phoneRefusals: backupPhoneRefusalSchema,
  supportMessages: backupSupportMessageSchema,
  newsletterSubscribers: backupSubscriberSchema,
  settings: z.preprocess(upgradeSavedSettings, shopSettingsSchema),
} as const
export type BackupList = keyof typeof BACKUP_LISTS
export type BackupEntry<L extends BackupList> = z.infer<(typeof BACKUP_LISTS)[L]>
export const BACKUP_LIST_NAMES = Object.keys(BACKUP_LISTS) as BackupList[]

export const backupHeaderSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.string().regex(/^2\.\d+\.\d+$/),
    timestamp,
    // The advanced export's (the spec's) fields; the size is the manifest's.
    metadata: z
      .object({
        exportedBy: z.string(),
        browser: z.string(),
        url: z.string(),
        exportType: z.string(),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict()
export type BackupHeader = z.infer<typeof backupHeaderSchema>

/** A record of the file: its list and its entry (checked against the list's rules on reading). */
export const backupRecordSchema = z
  .object({ list: z.enum(BACKUP_LIST_NAMES as [BackupList, ...BackupList[]]), entry: z.unknown() })
  .strict()

const countsSchema = z.record(
  z.enum(BACKUP_LIST_NAMES as [BackupList, ...BackupList[]]),
  z.number().int().min(0),
)
const sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const backupTrailerSchema = z
  .object({ end: z.object({ counts: countsSchema, sha256 }).strict() })
  .strict()
export type BackupCounts = Record<BackupList, number>

/** Kept beside the file in R2, so a restore knows what to expect before it reads a line. */
export const backupManifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.string(),
    timestamp,
    counts: countsSchema,
    sha256,
    /** The uncompressed lines' bytes (the file in R2 is the compressed size). */
    bytes: z.number().int().min(0),
  })
  .strict()
export type BackupManifest = z.infer<typeof backupManifestSchema>
