// Builds the INSERT statements that load the seeds into an empty database. Runs in Node (the
// setup script) and in the Workers runtime (tests), so it uses only WebCrypto and plain data.
// Each record is written as a backup entry and turned into rows by the same codec a restore uses.
import { orderCodec } from '../worker/db/codecs/order'
import { productCodec } from '../worker/db/codecs/product'
import { reviewCodec } from '../worker/db/codecs/review'
import { userCodec } from '../worker/db/codecs/user'
import { fitmentCodec } from '../worker/db/codecs/vehicle'
import {
  orderEvents,
  orderItems,
  orders,
  productFitments,
  products,
  reviews,
  users,
  vehicles,
} from '../worker/db/schema'
import { parseCompatibility } from '../worker/domain/fitment-text'
import { dinars } from '../worker/domain/money'
import { hashPassword } from '../worker/lib/password'
import { accounts } from './accounts'
import { catalogue } from './catalogue'
import { sampleOrders } from './orders'
import { sampleReviews } from './reviews'
import { seedOrder } from './seed-order'
import { insert, insertMany } from './sql-literal'
import { seedVehicles } from './vehicles'

const SEEDED_AT = '2026-01-01T00:00:00.000Z'

function ratingOf(productId: number) {
  const ratings = sampleReviews.filter((r) => r.productId === productId).map((r) => r.rating)
  if (ratings.length === 0) return { rating: 0, reviews: 0 }
  const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
  return { rating: Math.round(mean * 10) / 10, reviews: ratings.length }
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seeds name ${what}, which they do not hold`)
  return value
}

/** The vehicles of migration 0011, for a database emptied since (tests); a database that has
 * them keeps them. */
export const vehicleStatement = () =>
  insertMany(vehicles, [...seedVehicles]).replace(/^INSERT INTO/, 'INSERT OR IGNORE INTO')

export async function seedStatements(): Promise<string[]> {
  const statements: string[] = []
  statements.push(vehicleStatement())
  for (const a of accounts) {
    const row = userCodec.toRow({
      id: a.id,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone,
      phoneVerified: false,
      passwordHash: await hashPassword(a.password),
      role: a.role,
      sessionVersion: 0,
      language: 'en',
      createdAt: a.createdAt,
      lastLogin: null,
      // Dev accounts on made-up addresses: verified, so the local shop writes their order e-mails.
      emailVerifiedAt: a.createdAt,
    })
    statements.push(insert(users, row))
  }
  let fitmentId = 0
  for (const p of catalogue) {
    const row = productCodec.toRow({
      ...p,
      price: dinars(p.price),
      originalPrice: p.originalPrice == null ? null : dinars(p.originalPrice),
      badge: p.badge ?? null,
      ...ratingOf(p.id),
      createdAt: SEEDED_AT,
    })
    statements.push(insert(products, row))
    // The product's fitment rows, read from its text against the vehicles migration 0011 holds.
    const { rules } = parseCompatibility(p.compatibility, seedVehicles)
    for (const rule of rules)
      statements.push(
        insert(productFitments, fitmentCodec.toRow({ id: ++fitmentId, productId: p.id, ...rule })),
      )
  }
  const byId = new Map(catalogue.map((p) => [p.id, p]))
  const names = new Map(accounts.map((a) => [a.id, a]))
  for (const o of sampleOrders) {
    const customer = found(names.get(o.userId), `account ${o.userId}`)
    const lines = o.items.map((i) => ({
      ...i,
      product: found(byId.get(i.productId), `product ${i.productId}`),
    }))
    const rows = orderCodec.toRows(
      seedOrder({
        id: o.id,
        customer: { ...customer, id: o.userId },
        lines: lines.map((l) => ({
          id: l.product.id,
          name: l.product.name,
          nameAr: l.product.nameAr,
          category: l.product.category,
          price: dinars(l.product.price),
          quantity: l.quantity,
          image: l.product.image,
          selectedSize: l.selectedSize ?? null,
        })),
        method: o.method,
        status: o.status,
        trackingNumber: o.trackingNumber,
        language: 'en',
        createdAt: o.createdAt,
      }),
    )
    statements.push(insert(orders, rows.order))
    for (const item of rows.items) statements.push(insert(orderItems, item))
    for (const event of rows.events) statements.push(insert(orderEvents, event))
  }
  for (const [index, r] of sampleReviews.entries()) {
    const user = found(names.get(r.userId), `account ${r.userId}`)
    const row = reviewCodec.toRow({
      id: index + 1,
      productId: r.productId,
      userId: r.userId,
      userName: `${user.firstName} ${user.lastName}`,
      rating: r.rating,
      comment: r.comment,
      verified: false,
      createdAt: r.createdAt,
    })
    statements.push(insert(reviews, row))
  }
  return statements
}
