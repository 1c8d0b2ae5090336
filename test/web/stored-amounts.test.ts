// What an earlier build kept in a shopper's browser (a cart, a wishlist, orders waiting to be sent)
// carries float dinars: read once, it is upgraded to whole dinars, stored back, and never sent or
// shown with a fraction.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dinars } from '../../worker/domain/money'
import { type PendingOrder, upgradeStoredQueue } from '../../web/src/features/offline/outbox-rules'
import { createStore } from '../../web/src/stores/create-store'
import {
  type CartLine,
  type CartProduct,
  cartWithWholeDinars,
  wishlistWithWholeDinars,
} from '../../web/src/stores/cart-rules'

const product = (price: number, originalPrice: number | null = null) =>
  ({
    id: 7,
    name: 'Chain kit',
    nameAr: 'طقم سلسلة',
    price,
    originalPrice,
    image: '',
    images: [],
    stock: 5,
    inStock: true,
    sizes: [],
    category: 'Engine Parts',
  }) as unknown as CartProduct

const line = (price: number, originalPrice: number | null = null): CartLine => ({
  product: product(price, originalPrice),
  quantity: 2,
  selectedSize: null,
})

describe('a stored cart and wishlist', () => {
  it('get their float prices rounded half up', () => {
    const [upgraded] = cartWithWholeDinars([line(95_000.5, 120_000.49)])
    expect(upgraded?.product).toMatchObject({ price: 95_001, originalPrice: 120_000 })
    expect(upgraded?.quantity).toBe(2)
    expect(wishlistWithWholeDinars([product(9.99)])[0]?.price).toBe(10)
  })

  it('of whole dinars come back as they are (the same arrays: nothing to store again)', () => {
    const cart = [line(285_000, 300_000)]
    expect(cartWithWholeDinars(cart)).toBe(cart)
    const wishlist = [product(285_000)]
    expect(wishlistWithWholeDinars(wishlist)).toBe(wishlist)
  })
})

describe('an order waiting to be sent', () => {
  const pending = (total: number, price: number): PendingOrder => ({
    key: 'k-1',
    userId: 5,
    createdAt: '2026-11-01T10:00:00.000Z',
    body: {
      items: [{ id: 7, quantity: 2, selectedSize: null }],
      shippingInfo: {
        firstName: 'Ali',
        lastName: 'Hassan',
        email: 'ali@example.iq',
        phone: '+964 780 222 3344',
        governorate: 'baghdad',
        city: 'Karrada',
        area: 'Street 52',
        landmark: '',
      },
      paymentInfo: { method: 'cod' },
    },
    lines: [line(price)],
    total: total as never,
  })

  it('shows a whole total and whole prices, and its body carries no amount', () => {
    const [order] = upgradeStoredQueue([pending(205_212.58, 95_000.5)])
    expect(order?.total).toBe(205_213)
    expect(order?.lines[0]?.product.price).toBe(95_001)
    expect(JSON.stringify(order?.body)).not.toMatch(/price|total|\d\.\d/)
  })

  it('of whole dinars comes back as it is', () => {
    const queue = [pending(dinars(205_213), 95_001)]
    expect(upgradeStoredQueue(queue)).toBe(queue)
  })
})

describe('a store kept in browser storage', () => {
  const storage = new Map<string, string>()
  beforeEach(() => {
    storage.clear()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('upgrades what an earlier build stored once, and stores the upgrade back', () => {
    storage.set('bmp.cart', JSON.stringify([line(95_000.5)]))
    const store = createStore<CartLine[]>([], 'bmp.cart', cartWithWholeDinars)
    expect(store.get()[0]?.product.price).toBe(95_001)
    expect(JSON.parse(storage.get('bmp.cart') ?? '[]')[0].product.price).toBe(95_001)
  })

  it('leaves a value of today untouched in storage', () => {
    const stored = JSON.stringify([line(95_001)])
    storage.set('bmp.cart', stored)
    const setItem = vi.spyOn(localStorage, 'setItem')
    createStore<CartLine[]>([], 'bmp.cart', cartWithWholeDinars)
    expect(setItem).not.toHaveBeenCalled()
    expect(storage.get('bmp.cart')).toBe(stored)
  })
})
