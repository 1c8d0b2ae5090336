// Product reviews: who may write, what is checked, and the product's rating and count.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { stopShopClock } from './clock'
import { api, makeProduct, makeUser, newClientAddress, orderOf, refusal } from './helpers'

const review = (productId: number, rating: unknown, comment: unknown = 'Fits my bike well') => ({
  productId,
  rating,
  comment,
})

describe('writing a review', () => {
  it('needs a signed-in customer', async () => {
    const product = await makeProduct()
    const result = await api('POST', '/reviews', { body: review(product.id, 5) })
    expect(result.status).toBe(401)
    expect(result.body).toEqual(refusal('SIGN_IN_REQUIRED'))
    expect((await api('GET', `/reviews/${product.id}`)).body.data).toEqual([])
  })

  it.each([[''], ['   '], [undefined]])('requires a comment (%j)', async (comment) => {
    const customer = await makeUser()
    const product = await makeProduct()
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: { productId: product.id, rating: 4, comment },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('COMMENT_REQUIRED'))
  })

  it.each([[0], [6], [-1], [4.5], ['five']])('rejects a rating of %j', async (rating) => {
    const customer = await makeUser()
    const product = await makeProduct()
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: review(product.id, rating),
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('RATING_RANGE'))
    expect((await api('GET', `/products/${product.id}`)).body.data).toMatchObject({
      rating: 0,
      reviews: 0,
    })
  })

  it.each([[1], [5]])('accepts the boundary rating %i', async (rating) => {
    const customer = await makeUser()
    const product = await makeProduct()
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: review(product.id, rating),
    })
    expect(result.status).toBe(201)
    expect(result.body.data.review.rating).toBe(rating)
  })

  it('answers 404 for a product that does not exist', async () => {
    const customer = await makeUser()
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: review(999999, 5),
    })
    expect(result.status).toBe(404)
    expect(result.body).toEqual(refusal('PRODUCT_NOT_FOUND'))
  })

  it("signs the review with the reviewer's first and last name, whatever name the client sends", async () => {
    const customer = await makeUser('customer', { firstName: 'Hayder', lastName: 'Al-Saadi' })
    const product = await makeProduct()
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: { ...review(product.id, 4), userName: 'Somebody Else', userId: 1 },
    })
    expect(result.status).toBe(201)
    expect(result.body.data.review).toMatchObject({
      productId: product.id,
      userId: customer.id,
      userName: 'Hayder Al-Saadi',
      rating: 4,
      comment: 'Fits my bike well',
    })
  })

  it('refuses a second review of the same product by the same customer with 409', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    expect(
      (await api('POST', '/reviews', { cookie: customer.cookie, body: review(product.id, 5) }))
        .status,
    ).toBe(201)
    const again = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: review(product.id, 1, 'Changed my mind'),
    })
    expect(again.status).toBe(409)
    expect(again.body.success).toBe(false)
    expect(again.body.error).toEqual(expect.any(String))
    const product_ = (await api('GET', `/products/${product.id}`)).body.data
    expect(product_).toMatchObject({ rating: 5, reviews: 1 })
  })

  it("leaves the catalogue's cached answers alone when the review is refused", async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const version = async () =>
      (
        await env.DB.prepare('SELECT version FROM catalogue_version WHERE id = 1').first<{
          version: number
        }>()
      )?.version
    const post = (rating: number) =>
      api('POST', '/reviews', { cookie: customer.cookie, body: review(product.id, rating) })
    const before = await version()
    expect((await post(5)).status).toBe(201)
    // A new rating is news for every listing that shows it.
    const reviewed = await version()
    expect(reviewed).not.toBe(before)
    // A refused one changes nothing, so no cached search or listing is thrown away.
    expect((await post(1)).status).toBe(409)
    expect(await version()).toBe(reviewed)
  })
})

describe("the product's rating", () => {
  it('is the average to one decimal with the review count, shown on the product', async () => {
    const product = await makeProduct()
    const ratings = [5, 4, 4]
    const answers = []
    for (const rating of ratings) {
      const customer = await makeUser()
      answers.push(
        await api('POST', '/reviews', {
          cookie: customer.cookie,
          body: review(product.id, rating),
        }),
      )
    }
    expect(answers.at(-1)?.body.data).toMatchObject({ rating: 4.3, reviews: 3 })
    const shown = await api('GET', `/products/${product.id}`)
    expect(shown.body.data).toMatchObject({ rating: 4.3, reviews: 3 })
    expect(shown.body.data.reviews_data).toHaveLength(3)
    const listed = (await api('GET', '/products')).body.data.find(
      (p: { id: number }) => p.id === product.id,
    )
    expect(listed).toMatchObject({ rating: 4.3, reviews: 3 })
  })

  it('rounds to one decimal, halves up (5, 4, 4, 4 gives 4.3; 5, 5, 4 gives 4.7)', async () => {
    const a = await makeProduct()
    const b = await makeProduct()
    for (const [product, rating] of [
      [a, 5],
      [a, 4],
      [a, 4],
      [a, 4],
      [b, 5],
      [b, 5],
      [b, 4],
    ] as const) {
      // Seven shoppers, each from an address of their own (one address may post 5 a minute).
      newClientAddress()
      const customer = await makeUser()
      await api('POST', '/reviews', { cookie: customer.cookie, body: review(product.id, rating) })
    }
    expect((await api('GET', `/products/${a.id}`)).body.data).toMatchObject({
      rating: 4.3,
      reviews: 4,
    })
    expect((await api('GET', `/products/${b.id}`)).body.data).toMatchObject({
      rating: 4.7,
      reviews: 3,
    })
  })

  it('does not count reviews of other products', async () => {
    const reviewed = await makeProduct()
    const untouched = await makeProduct()
    const customer = await makeUser()
    await api('POST', '/reviews', { cookie: customer.cookie, body: review(reviewed.id, 2) })
    expect((await api('GET', `/products/${untouched.id}`)).body.data).toMatchObject({
      rating: 0,
      reviews: 0,
    })
  })
})

describe('reading reviews', () => {
  it('lists the reviews of one product, newest first', async () => {
    const product = await makeProduct()
    const other = await makeProduct()
    const comments = ['First ride', 'Second opinion', 'Third time lucky']
    // A millisecond between reviews on the shop's clock: "newest first" is one order.
    const clock = stopShopClock()
    for (const comment of comments) {
      const customer = await makeUser()
      await api('POST', '/reviews', {
        cookie: customer.cookie,
        body: review(product.id, 5, comment),
      })
      clock.advance(1)
    }
    const elsewhere = await makeUser()
    await api('POST', '/reviews', {
      cookie: elsewhere.cookie,
      body: review(other.id, 3, 'Other product'),
    })
    const result = await api('GET', `/reviews/${product.id}`)
    expect(result.status).toBe(200)
    expect(result.body.data.map((r: { comment: string }) => r.comment)).toEqual(
      [...comments].reverse(),
    )
    expect(result.body.data[0]).toMatchObject({
      productId: product.id,
      rating: 5,
      userName: 'Test customer',
    })
    expect(result.body.data[0].createdAt).toEqual(expect.any(String))
    const onProduct = await api('GET', `/products/${product.id}`)
    expect(onProduct.body.data.reviews_data.map((r: { comment: string }) => r.comment)).toEqual(
      [...comments].reverse(),
    )
  })

  it('answers an empty list for a product without reviews', async () => {
    const product = await makeProduct()
    expect((await api('GET', `/reviews/${product.id}`)).body).toEqual({ success: true, data: [] })
  })
})

describe('verified purchase', () => {
  /** A customer whose order of `productId` has reached `status`. */
  async function customerWithOrder(productId: number, status: 'delivered' | 'shipped') {
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: productId, quantity: 1 }])
    await env.DB.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, order.id).run()
    return customer
  }

  it('marks the review of a customer with a delivered order of the product as verified', async () => {
    const product = await makeProduct()
    const customer = await customerWithOrder(product.id, 'delivered')
    const result = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: review(product.id, 5),
    })
    expect(result.status).toBe(201)
    expect(result.body.data.review.verified).toBe(true)
    expect((await api('GET', `/reviews/${product.id}`)).body.data[0].verified).toBe(true)
    expect((await api('GET', `/products/${product.id}`)).body.data.reviews_data[0].verified).toBe(
      true,
    )
  })

  it('leaves it unverified without an order, with one not delivered yet, or of another product', async () => {
    const product = await makeProduct()
    const other = await makeProduct()
    const customers = [
      await makeUser(),
      await customerWithOrder(product.id, 'shipped'),
      await customerWithOrder(other.id, 'delivered'),
    ]
    for (const customer of customers) {
      const result = await api('POST', '/reviews', {
        cookie: customer.cookie,
        body: review(product.id, 4),
      })
      expect(result.status).toBe(201)
      expect(result.body.data.review.verified).toBe(false)
    }
    const listed = (await api('GET', `/reviews/${product.id}`)).body.data
    expect(listed.map((r: { verified: boolean }) => r.verified)).toEqual([false, false, false])
  })

  it("does not count someone else's delivered order", async () => {
    const product = await makeProduct()
    await customerWithOrder(product.id, 'delivered')
    const reviewer = await makeUser()
    const result = await api('POST', '/reviews', {
      cookie: reviewer.cookie,
      body: review(product.id, 5),
    })
    expect(result.body.data.review.verified).toBe(false)
  })
})
