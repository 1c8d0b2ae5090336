// Builds the INSERT statements that load the seeds into an empty database. Runs in Node (the
// setup script) and in the Workers runtime (tests), so it uses only WebCrypto and plain data.
import { DEFAULT_SETTINGS } from '../worker/domain/default-settings'
import { estimatedDelivery } from '../worker/domain/order-status'
import { toFils } from '../worker/domain/money'
import { computeTotals, pricingRulesFrom } from '../worker/domain/totals'
import { productSearchText } from '../worker/db/queries/products'
import { hashPassword } from '../worker/lib/password'
import { accounts } from './accounts'
import { catalogue } from './catalogue'
import { sampleOrders } from './orders'
import { sampleReviews } from './reviews'
import { insert } from './sql-literal'

const SEEDED_AT = '2026-01-01T00:00:00.000Z'

function ratingOf(productId: number) {
  const ratings = sampleReviews.filter((r) => r.productId === productId).map((r) => r.rating)
  if (ratings.length === 0) return { rating: 0, review_count: 0 }
  const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
  return { rating: Math.round(mean * 10) / 10, review_count: ratings.length }
}

export async function seedStatements(): Promise<string[]> {
  const statements: string[] = []
  for (const a of accounts) {
    statements.push(
      insert('users', {
        id: a.id,
        email: a.email,
        first_name: a.firstName,
        last_name: a.lastName,
        phone: a.phone,
        password_hash: await hashPassword(a.password),
        role: a.role,
        created_at: a.createdAt,
        updated_at: a.createdAt,
      }),
    )
  }
  for (const p of catalogue) {
    statements.push(
      insert('products', {
        id: p.id,
        name: p.name,
        name_ar: p.nameAr,
        description: p.description,
        description_ar: p.descriptionAr,
        price: toFils(p.price),
        original_price: p.originalPrice ? toFils(p.originalPrice) : null,
        category: p.category,
        image: p.image,
        images: p.images,
        badge: p.badge ?? null,
        stock: p.stock,
        sizes: p.sizes,
        features: p.features,
        features_ar: p.featuresAr,
        specifications: p.specifications,
        compatibility: p.compatibility,
        ...ratingOf(p.id),
        search_text: productSearchText(p),
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      }),
    )
  }
  const byId = new Map(catalogue.map((p) => [p.id, p]))
  const names = new Map(accounts.map((a) => [a.id, a]))
  for (const o of sampleOrders) {
    const customer = names.get(o.userId)!
    const lines = o.items.map((i) => ({ ...i, product: byId.get(i.productId)! }))
    const totals = computeTotals(
      lines.map((l) => ({ unitPrice: toFils(l.product.price), quantity: l.quantity })),
      o.method,
      pricingRulesFrom(DEFAULT_SETTINGS),
    )
    statements.push(
      insert('orders', {
        id: o.id,
        user_id: o.userId,
        shipping_info: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          address: 'Street 52, House 14',
          city: 'Baghdad',
          state: 'Baghdad',
          zipCode: '10001',
        },
        payment_method: o.method,
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        tax: totals.tax,
        payment_fee: totals.paymentFee,
        total: totals.total,
        status: o.status,
        tracking_number: o.trackingNumber,
        estimated_delivery: estimatedDelivery(new Date(o.createdAt)).toISOString(),
        created_at: o.createdAt,
        updated_at: o.createdAt,
      }),
    )
    for (const l of lines) {
      statements.push(
        insert('order_items', {
          order_id: o.id,
          product_id: l.product.id,
          name: l.product.name,
          name_ar: l.product.nameAr,
          category: l.product.category,
          price: toFils(l.product.price),
          quantity: l.quantity,
          image: l.product.image,
          selected_size: l.selectedSize ?? null,
        }),
      )
    }
  }
  for (const r of sampleReviews) {
    const user = names.get(r.userId)!
    statements.push(
      insert('reviews', {
        product_id: r.productId,
        user_id: r.userId,
        user_name: `${user.firstName} ${user.lastName}`,
        rating: r.rating,
        comment: r.comment,
        created_at: r.createdAt,
      }),
    )
  }
  return statements
}
