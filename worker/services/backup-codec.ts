// One codec per backed-up table: a D1 row to its entry in the backup file and back. buildBackup and
// restoreBackup go through nothing else, and backup-codec.test.ts checks each codec against its
// table's columns, so a column added to the schema cannot silently miss the backups.
import type { CategoryName } from '../domain/categories'
import { toDinars, toFils } from '../domain/money'
import type { RestoredItemRow } from '../db/queries/data-tools'
import type { OrderItemRow, OrderRow } from '../db/queries/orders'
import { type ProductRow, productSearchText } from '../db/queries/products'
import type { ReviewRow } from '../db/queries/reviews'
import { SETTINGS_KEY } from '../db/queries/settings'
import type { UserRow } from '../db/queries/users'
import type { settings } from '../db/schema'
import type { BackupOrder, BackupProduct, BackupReview, BackupUser } from '../schemas/backup'
import type { BADGES } from '../schemas/product'
import type { ShopSettings } from '../schemas/settings'

/** An entry as written: every field present, none left to the reader's defaults. */
type Written<T> = Required<T>

const dinarsOrNull = (fils: number | null) => (fils === null ? null : toDinars(fils))
const filsOrNull = (dinars: number | null | undefined) => (dinars == null ? null : toFils(dinars))

export const productCodec = {
  toEntry: (row: ProductRow): Written<BackupProduct> => ({
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    price: toDinars(row.price),
    originalPrice: dinarsOrNull(row.originalPrice),
    // Written through the product schema, so one of its categories and badges.
    category: row.category as CategoryName,
    image: row.image,
    images: row.images,
    badge: row.badge as (typeof BADGES)[number] | null,
    stock: row.stock,
    sizes: row.sizes,
    features: row.features,
    featuresAr: row.featuresAr,
    specifications: row.specifications,
    compatibility: row.compatibility,
    rating: row.rating,
    reviews: row.reviewCount,
    inStock: row.stock > 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
  toRow: ({
    reviews,
    inStock: _derived,
    price,
    originalPrice,
    badge,
    updatedAt,
    ...entry
  }: BackupProduct): ProductRow => {
    const row = {
      ...entry,
      price: toFils(price),
      originalPrice: filsOrNull(originalPrice),
      badge: badge ?? null,
      reviewCount: reviews,
      updatedAt: updatedAt ?? entry.createdAt,
    }
    // Rebuilt rather than carried, so it follows today's search normalisation.
    return { ...row, searchText: productSearchText(row) }
  },
}

export const userCodec = {
  toEntry: (row: UserRow): Written<BackupUser> => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    phoneVerified: row.phoneVerified,
    passwordHash: row.passwordHash,
    role: row.role,
    sessionVersion: row.sessionVersion,
    language: row.language,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLogin: row.lastLogin,
  }),
  toRow: ({ updatedAt, ...entry }: BackupUser): UserRow => ({
    ...entry,
    updatedAt: updatedAt ?? entry.createdAt,
  }),
}

export const orderCodec = {
  toEntry: (row: OrderRow, items: OrderItemRow[]): Written<BackupOrder> => ({
    id: row.id,
    userId: row.userId,
    items: items.map((item) => ({
      lineId: item.id,
      id: item.productId,
      name: item.name,
      nameAr: item.nameAr,
      category: item.category,
      price: toDinars(item.price),
      quantity: item.quantity,
      image: item.image,
      selectedSize: item.selectedSize,
    })),
    shippingInfo: row.shippingInfo,
    paymentInfo: { method: row.paymentMethod },
    totals: {
      subtotal: toDinars(row.subtotal),
      shipping: toDinars(row.shipping),
      tax: toDinars(row.tax),
      paymentFee: toDinars(row.paymentFee),
      total: toDinars(row.total),
    },
    status: row.status,
    trackingNumber: row.trackingNumber,
    estimatedDelivery: row.estimatedDelivery,
    idempotencyKey: row.idempotencyKey,
    language: row.language,
    phoneVerified: row.phoneVerified,
    stockReturned: row.stockReturned,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
  toRows: ({
    items,
    paymentInfo,
    totals,
    updatedAt,
    ...entry
  }: BackupOrder): { order: OrderRow; items: RestoredItemRow[] } => ({
    order: {
      ...entry,
      paymentMethod: paymentInfo.method,
      subtotal: toFils(totals.subtotal),
      shipping: toFils(totals.shipping),
      tax: toFils(totals.tax),
      paymentFee: toFils(totals.paymentFee),
      total: toFils(totals.total),
      updatedAt: updatedAt ?? entry.createdAt,
    },
    items: items.map(({ lineId, id, price, ...item }) => ({
      ...item,
      id: lineId,
      orderId: entry.id,
      productId: id,
      price: toFils(price),
    })),
  }),
}

export const reviewCodec = {
  toEntry: (row: ReviewRow): Written<BackupReview> => ({
    id: row.id,
    productId: row.productId,
    userId: row.userId,
    userName: row.userName,
    rating: row.rating,
    comment: row.comment,
    verified: row.verified,
    createdAt: row.createdAt,
  }),
  toRow: (entry: BackupReview): ReviewRow => ({ ...entry }),
}

export type SettingsRow = typeof settings.$inferSelect

/** The table's one row. The file holds its value as readSettings gives it (the defaults until an
 * admin saves their own), so only the way back needs a codec. */
export const settingsCodec = {
  toRow: (entry: ShopSettings): SettingsRow => ({ key: SETTINGS_KEY, value: entry }),
}
