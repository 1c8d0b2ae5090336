// What the backup file holds, and the restore of a JSON backup file of 1.x (the streamed files of
// 2.x, written since, are in backup-writer.ts and backup-restore.ts): read whole and restored into
// D1 in one atomic batch that replaces products, users, orders (with their online payments),
// reviews, back-in-stock requests, fitment rows and garages, couriers' shipments and the cash
// ledger (and settings and vehicles when the file has them; the inbox and the newsletter list,
// which 1.x files lack, stay); every row goes through the codecs of db/codecs (the courier and
// cash records are their rows as they are). The admin who restores keeps their own account and
// session: the file's record with their email is skipped, and a file user whose id they hold gets
// a fresh id. A file that would make someone an admin who is not one now is refused.
import type { Db } from '../db/client'
import { listAdminEmails, replaceBackedUpData } from '../db/queries/data-tools'
import { listUsers } from '../db/queries/users'
import { badRequest, unprocessable } from '../lib/errors'
import type { BackupFile } from '../schemas/backup'
import { orderCodec } from '../db/codecs/order'
import { paymentCodec } from '../db/codecs/payment'
import { productCodec } from '../db/codecs/product'
import { reviewCodec } from '../db/codecs/review'
import { stockAlertCodec } from '../db/codecs/stock-alert'
import { settingsCodec } from '../db/codecs/settings'
import { NO_PASSWORD, userCodec } from '../db/codecs/user'
import { fitmentCodec, garageBikeCodec, vehicleCodec } from '../db/codecs/vehicle'

/**
 * The tables the file leaves out, and why (test/worker/backup-codec.test.ts fails when a new table
 * is neither in the file nor here). A restore keeps today's rows of these, except those that go
 * with a replaced order or user (foreign key cascade).
 */
export const NOT_BACKED_UP = {
  catalogue_version: 'a random stamp of the catalogue; every write draws a new one',
  sessions: 'sign-ins: a restore must not sign anyone in or out but the replaced users',
  login_failures: 'short-lived sign-in counts',
  password_resets: 'short-lived reset links',
  phone_verifications: 'short-lived SMS codes',
  sms_sends: 'short-lived SMS resend limits',
  outbox:
    'messages in transit: restored, the e-mails, SMS and chat messages of old changes would be sent again',
  email_outbox: 'the local e-mail provider’s log of what was sent',
  telegram_pending_removals: 'a removal waiting for its phrase in a chat, for minutes',
  telegram_order_messages: 'Telegram message ids, meaningless in another chat or bot',
  whatsapp_inbound: 'WhatsApp webhook deliveries seen, kept to recognise a replay',
  whatsapp_messages: 'WhatsApp message ids and their delivery statuses, Meta’s state',
  visitor_sessions: 'visitor statistics, kept apart from the shop’s data (the Analytics tab)',
  page_views: 'visitor statistics',
  page_view_counts: 'visitor statistics',
  product_view_counts: 'visitor statistics',
  category_totals:
    'counts the products table’s triggers keep, rebuilt as a restore writes products',
  telegram_languages:
    'each Telegram chat’s /language choice: a preference, and its ids mean nothing to another bot',
  server_error_minutes: 'short-lived counts of server errors for the error-rate alert',
  revival_marks: 'a mark each revival of an order writes for its own batch, meaningless after it',
  refunds:
    'rebuilt from the payments by the payments cron: a paid payment of a cancelled order is refunded again (a provider answers a refund made already as done), one to refund by hand is listed again',
  alerts_sent: 'when the last error-rate alert went out, so it goes once an hour at most',
  backup_restores: 'the status of the last restore, which a restore must not overwrite',
  courier_places:
    'each courier’s own cities and regions, refreshed from its API by the admin action (the shop’s cities’ places in them, courier_place_map, are backed up)',
  search_misses:
    'counts of searches that found nothing, for the morning briefing; pruned after 90 days',
  list_totals:
    'counts of accounts and orders the tables’ triggers keep, kept in step as a restore writes them',
} as const

export interface RestoringAdmin {
  id: number
  email: string
}

/**
 * Where each user id of the file lands: the restoring admin's own record maps onto their
 * account; a file user holding the admin's id moves to a free id. Returns the users to insert.
 */
export function planUsers(fileUsers: BackupFile['users'], admin: RestoringAdmin) {
  const email = admin.email.toLowerCase()
  const ids = new Map<number, number>()
  let free = Math.max(admin.id, ...fileUsers.map((u) => u.id)) + 1
  const toInsert: BackupFile['users'] = []
  for (const user of fileUsers) {
    if (user.email === email) {
      ids.set(user.id, admin.id)
      continue
    }
    const id = user.id === admin.id ? free++ : user.id
    ids.set(user.id, id)
    toInsert.push({ ...user, id })
  }
  return { ids, toInsert, skipped: fileUsers.length - toInsert.length }
}

/** Admin rights are given in the dashboard, one account at a time; never by a file. */
async function refuseNewAdmins(db: Db, fileUsers: BackupFile['users']) {
  const admins = new Set(await listAdminEmails(db))
  const granted = fileUsers.find((u) => u.role === 'admin' && !admins.has(u.email))
  if (granted) throw badRequest('NEW_ADMIN_REFUSED', { email: granted.email })
}

/** A file without hashes keeps each account's existing hash (by e-mail). */
async function withKeptHashes(db: Db, fileUsers: BackupFile['users']) {
  if (fileUsers.every((u) => u.passwordHash)) return fileUsers
  const hashes = new Map((await listUsers(db)).map((u) => [u.email, u.passwordHash]))
  return fileUsers.map((u) =>
    u.passwordHash ? u : { ...u, passwordHash: hashes.get(u.email) ?? NO_PASSWORD },
  )
}

export async function restoreBackup(db: Db, file: BackupFile, admin: RestoringAdmin) {
  await refuseNewAdmins(db, file.users)
  const { ids, toInsert, skipped } = planUsers(await withKeptHashes(db, file.users), admin)
  const userId = (id: number | null) => (id === null ? null : (ids.get(id) ?? id))

  const orders = file.orders.map(orderCodec.toRows)
  const payments = file.payments.map(paymentCodec.toRows)
  const rows = {
    products: file.products.map(productCodec.toRow),
    users: toInsert.map(userCodec.toRow),
    orders: orders.map(({ order }) => ({ ...order, userId: userId(order.userId) })),
    items: orders.flatMap(({ items }) => items),
    events: orders.flatMap(({ events }) => events),
    payments: payments.map(({ payment }) => payment),
    paymentEvents: payments.flatMap(({ events }) => events),
    reviews: file.reviews.map((r) => ({ ...reviewCodec.toRow(r), userId: userId(r.userId) })),
    stockAlerts: file.stockAlerts.map((a) => ({
      ...stockAlertCodec.toRow(a),
      userId: userId(a.userId),
    })),
    settings: file.settings && settingsCodec.toRow(file.settings),
    vehicles: file.vehicles?.map(vehicleCodec.toRow),
    fitments: file.fitments.map(fitmentCodec.toRow),
    garage: file.garage.map((g) => ({
      ...garageBikeCodec.toRow(g),
      userId: ids.get(g.userId) ?? g.userId,
    })),
    couriers: {
      shipments: file.shipments,
      shipmentSteps: file.shipmentSteps,
      courierPlaceMap: file.courierPlaceMap,
      cashLedger: file.cashLedger,
      courierStatements: file.courierStatements,
      cashDifferences: file.cashDifferences,
      phoneRefusals: file.phoneRefusals,
    },
  }
  try {
    await replaceBackedUpData(db, rows, admin.id)
  } catch (error) {
    // The batch rolled back (a duplicate id, a review of a missing product, ...): nothing changed.
    console.error('restore failed', error)
    throw unprocessable('RESTORE_FAILED')
  }
  return {
    products: rows.products.length,
    users: rows.users.length,
    orders: rows.orders.length,
    payments: rows.payments.length,
    reviews: rows.reviews.length,
    stockAlerts: rows.stockAlerts.length,
    fitments: rows.fitments.length,
    skippedUsers: skipped,
    // A file from before whole dinars: how many of its amounts were rounded to a whole dinar.
    amountsRounded: file.amountsRounded ?? 0,
  }
}
