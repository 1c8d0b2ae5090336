// The backup file: built from D1, and restored into D1 in one atomic batch that replaces
// products, users, orders and reviews (and settings when the file has them). The admin who
// restores keeps their own account: the file's record with their email is skipped, and a file
// user whose id they hold gets a fresh id.
import { getTableColumns, ne, type Table } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { toFils } from '../domain/money'
import type { Db } from '../db/client'
import { listAllOrders } from '../db/queries/orders'
import { listProducts, productSearchText, toProductDto } from '../db/queries/products'
import { listAllReviews } from '../db/queries/data-tools'
import { readSettings, SETTINGS_KEY } from '../db/queries/settings'
import { listUsers, type UserRow } from '../db/queries/users'
import { orderItems, orders, products, reviews, settings, users } from '../db/schema'
import { BACKUP_VERSION, type BackupFile } from '../schemas/backup'

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100

export function toBackupUser({ sessionVersion: _version, ...user }: UserRow) {
  return user
}

export async function buildBackup(db: Db, now: Date) {
  const [productRows, userRows, orderList, reviewRows, shopSettings] = await Promise.all([
    listProducts(db),
    listUsers(db),
    listAllOrders(db),
    listAllReviews(db),
    readSettings(db),
  ])
  return {
    version: BACKUP_VERSION,
    timestamp: now.toISOString(),
    products: productRows.map(toProductDto),
    users: userRows.map(toBackupUser),
    orders: orderList,
    reviews: reviewRows,
    settings: shopSettings,
  }
}
export type Backup = Awaited<ReturnType<typeof buildBackup>>

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
    if (user.email.toLowerCase() === email) {
      ids.set(user.id, admin.id)
      continue
    }
    const id = user.id === admin.id ? free++ : user.id
    ids.set(user.id, id)
    toInsert.push({ ...user, id, email: user.email.toLowerCase() })
  }
  return { ids, toInsert, skipped: fileUsers.length - toInsert.length }
}

function inserts<T extends Table>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(
    1,
    Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length),
  )
  const statements: BatchItem<'sqlite'>[] = []
  for (let i = 0; i < rows.length; i += perStatement)
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)) as BatchItem<'sqlite'>)
  return statements
}

export async function restoreBackup(db: Db, file: BackupFile, admin: RestoringAdmin) {
  const { ids, toInsert, skipped } = planUsers(file.users, admin)
  const userId = (id: number | null) => (id === null ? null : (ids.get(id) ?? id))

  const productRows = file.products.map(
    ({ reviews: reviewCount, price, originalPrice, updatedAt, ...p }) => {
      const row = {
        ...p,
        price: toFils(price),
        originalPrice: originalPrice === null ? null : toFils(originalPrice),
        reviewCount,
        updatedAt: updatedAt ?? p.createdAt,
      }
      return { ...row, searchText: productSearchText(row) }
    },
  )
  const userRows = toInsert.map((u) => ({ ...u, updatedAt: u.updatedAt ?? u.createdAt }))
  const orderRows = file.orders.map((o) => ({
    id: o.id,
    userId: userId(o.userId),
    shippingInfo: o.shippingInfo,
    paymentMethod: o.paymentInfo.method,
    subtotal: toFils(o.totals.subtotal),
    shipping: toFils(o.totals.shipping),
    tax: toFils(o.totals.tax),
    paymentFee: toFils(o.totals.paymentFee),
    total: toFils(o.totals.total),
    status: o.status,
    trackingNumber: o.trackingNumber,
    estimatedDelivery: o.estimatedDelivery,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt ?? o.createdAt,
  }))
  const itemRows = file.orders.flatMap((o) =>
    o.items.map(({ id, price, ...item }) => ({
      ...item,
      orderId: o.id,
      productId: id,
      price: toFils(price),
    })),
  )
  const reviewRows = file.reviews.map((r) => ({ ...r, userId: userId(r.userId) }))

  await db.batch([
    db.delete(orders),
    db.delete(reviews),
    db.delete(products),
    db.delete(users).where(ne(users.id, admin.id)),
    ...inserts(db, users, userRows),
    ...inserts(db, products, productRows),
    ...inserts(db, reviews, reviewRows),
    ...inserts(db, orders, orderRows),
    ...inserts(db, orderItems, itemRows),
    ...(file.settings
      ? [
          db
            .insert(settings)
            .values({ key: SETTINGS_KEY, value: file.settings })
            .onConflictDoUpdate({ target: settings.key, set: { value: file.settings } }),
        ]
      : []),
  ])
  return {
    products: productRows.length,
    users: userRows.length,
    orders: orderRows.length,
    reviews: reviewRows.length,
    skippedUsers: skipped,
  }
}
