// The backup file's courier and cash records (docs/cash-on-delivery.md): shipments and their
// steps, where the shop's cities are in each courier's lists, the cash ledger, the statements read,
// the differences and the refused parcels. Each entry holds every column of its row; files from
// before couriers have none of them.
import * as z from 'zod'
import { CASH_DIFFERENCE_KINDS, COURIER_IDS, HAND, SHIPMENT_STATES } from '../domain/couriers'
import { ORDER_STATUSES } from '../domain/order-status'
import { wholeDinars } from './money'

const id = z.number().int().positive()
const text = (max: number) => z.string().max(max)
const timestamp = z.iso.datetime({ offset: true })
const money = wholeDinars(z.number().min(0).max(1_000_000_000))
/** A net or a difference may be below zero (a fee above what was collected). */
const signedMoney = wholeDinars(z.number().min(-1_000_000_000).max(1_000_000_000))
const orderId = text(40).min(1)
const courier = z.enum(COURIER_IDS)

export const backupShipmentSchema = z
  .object({
    orderId,
    courier,
    state: z.enum(SHIPMENT_STATES),
    reference: text(200).nullable(),
    labelUrl: text(2000).nullable(),
    courierStatus: text(200),
    amountToCollect: money,
    fee: money.nullable(),
    attempts: z.number().int().min(0),
    nextAttemptAt: timestamp.nullable(),
    leaseUntil: timestamp.nullable(),
    lastError: text(2000),
    requestedBy: text(254),
    polledAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .strict()

export const backupShipmentStepSchema = z
  .object({
    id,
    orderId,
    courier,
    courierStatus: text(200),
    status: z.enum(ORDER_STATUSES).nullable(),
    at: timestamp,
    dedupeKey: text(500),
  })
  .strict()

export const backupCourierPlaceSchema = z
  .object({
    courier,
    governorate: text(100),
    city: text(100),
    courierCityId: text(100),
    courierRegionId: text(100),
    chosenBy: text(254).nullable(),
    updatedAt: timestamp,
  })
  .strict()

export const backupCashLedgerSchema = z
  .object({
    orderId,
    courier: z.enum([...COURIER_IDS, HAND]),
    collected: money,
    fee: money,
    net: signedMoney,
    deliveredAt: timestamp,
    settledAt: timestamp.nullable(),
    settledAmount: signedMoney.nullable(),
    statementRef: text(200).nullable(),
    recordedBy: text(254).nullable(),
    createdAt: timestamp,
  })
  .strict()

export const backupCourierStatementSchema = z
  .object({
    courier,
    reference: text(200),
    paidAt: timestamp,
    amount: signedMoney,
    parcels: z.number().int().min(0),
    readAt: timestamp,
  })
  .strict()

export const backupCashDifferenceSchema = z
  .object({
    id,
    courier,
    orderId: orderId.nullable(),
    kind: z.enum(CASH_DIFFERENCE_KINDS),
    expected: signedMoney.nullable(),
    received: signedMoney.nullable(),
    statementRef: text(200).nullable(),
    noticedAt: timestamp,
    resolvedAt: timestamp.nullable(),
    resolvedBy: text(254).nullable(),
    dedupeKey: text(500),
  })
  .strict()

export const backupPhoneRefusalSchema = z
  .object({
    orderId,
    phone: text(30),
    at: timestamp,
    clearedAt: timestamp.nullable(),
    clearedBy: text(254).nullable(),
  })
  .strict()

/** The file's keys for these records, each an empty list in files from before couriers. */
export const backupCourierFields = {
  shipments: z.array(backupShipmentSchema).default([]),
  shipmentSteps: z.array(backupShipmentStepSchema).default([]),
  courierPlaceMap: z.array(backupCourierPlaceSchema).default([]),
  cashLedger: z.array(backupCashLedgerSchema).default([]),
  courierStatements: z.array(backupCourierStatementSchema).default([]),
  cashDifferences: z.array(backupCashDifferenceSchema).default([]),
  phoneRefusals: z.array(backupPhoneRefusalSchema).default([]),
}
