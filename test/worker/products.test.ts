import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, makeProduct, makeUser, placeOrder, refusal, stockOf, unique } from './helpers'

describe('products API', () => {
  it('lists products with prices in whole dinars and inStock derived from stock', async () => {
    const product = await makeProduct({ name: 'Iridium Spark Plug', price: 12_500, stock: 0 })
    const { status, body } = await api('GET', '/products')
    expect(status).toBe(200)
    const listed = body.data.find((p: { id: number }) => p.id === product.id)
    expect(listed).toMatchObject({
      name: 'Iridium Spark Plug',
      price: 12500,
      stock: 0,
      inStock: false,
    })
    expect(listed.searchText).toBeUndefined()
  })

  it('rejects a product without name, price and category', async () => {
    const admin = await makeUser('admin')
    const { status, body } = await api('POST', '/products', {
      cookie: admin.cookie,
      body: { description: 'x' },
    })
    expect(status).toBe(400)
    expect(body).toEqual(refusal('PRODUCT_REQUIRED'))
  })

  it('keeps a specification value in Arabic beside the English, and answers one without it as empty', async () => {
    const admin = await makeUser('admin')
    const created = await api('POST', '/products', {
      cookie: admin.cookie,
      body: {
        name: `Helmet ${unique()}`,
        price: 90_000,
        category: 'Helmets',
        specifications: [
          { name: 'Weight', nameAr: 'الوزن', value: '1.30 kg', valueAr: '1.30 كغم' },
          // A part number reads the same in both languages: no Arabic value is given.
          { name: 'Replaces', nameAr: 'بديل لـ', value: 'YTZ10S' },
        ],
      },
    })
    expect(created.status).toBe(201)
    const id = (created.body.data as { id: number }).id
    const expected = [
      { name: 'Weight', nameAr: 'الوزن', value: '1.30 kg', valueAr: '1.30 كغم' },
      { name: 'Replaces', nameAr: 'بديل لـ', value: 'YTZ10S', valueAr: '' },
    ]
    expect((await api('GET', `/products/${id}`)).body.data.specifications).toEqual(expected)
    // A row written before Arabic values existed (its JSON has none) is answered the same way.
    await env.DB.prepare('UPDATE products SET specifications = ? WHERE id = ?')
      .bind(JSON.stringify(expected.map(({ valueAr: _, ...s }) => s)), id)
      .run()
    const read = (await api('GET', `/products/${id}`)).body.data.specifications
    expect(read).toEqual(expected.map((s) => ({ ...s, valueAr: '' })))
  })
})

const ids = (result: { body: { data: { id: number }[] } }) => result.body.data.map((p) => p.id)
const search = async (query: string) =>
  ids(await api('GET', `/products?search=${encodeURIComponent(query)}`))

describe('product list filters', () => {
  it('filters by category', async () => {
    const light = await makeProduct({ category: 'Electrical' })
    const helmet = await makeProduct({ category: 'Helmets' })
    const result = await api('GET', `/products?category=${encodeURIComponent('Electrical')}`)
    expect(result.status).toBe(200)
    expect(ids(result)).toContain(light.id)
    expect(ids(result)).not.toContain(helmet.id)
    expect(result.body.data.every((p: { category: string }) => p.category === 'Electrical')).toBe(
      true,
    )
  })

  it('combines category and search', async () => {
    const tag = `combo${unique()}`
    const tire = await makeProduct({ name: `Tire ${tag}`, category: 'Tires & Wheels' })
    const light = await makeProduct({ name: `Lamp ${tag}`, category: 'Electrical' })
    const result = await api(
      'GET',
      `/products?category=${encodeURIComponent('Tires & Wheels')}&search=${tag}`,
    )
    expect(ids(result)).toEqual([tire.id])
    expect(ids(result)).not.toContain(light.id)
  })

  it('lists everything without filters in the order the shop added them, newest first on asking', async () => {
    const a = await makeProduct()
    const b = await makeProduct()
    const all = ids(await api('GET', '/products?limit=100'))
    expect(all.indexOf(a.id)).toBeLessThan(all.indexOf(b.id))
    expect(ids(await api('GET', '/products?sort=newest')).slice(0, 2)).toEqual([b.id, a.id])
  })
})

describe('search', () => {
  it('matches name, description and compatibility case-insensitively', async () => {
    const tag = unique()
    const byName = await makeProduct({ name: `Sprocket${tag} Kit` })
    const byDescription = await makeProduct({
      description: `Sealed o-ring chain, batch Desc${tag}.`,
    })
    const byCompatibility = await makeProduct({ compatibility: `Honda CBR600RR fit${tag}` })
    const unrelated = await makeProduct({ name: `Plain ${tag.split('').reverse().join('')}` })
    expect(await search(`SPROCKET${tag.toUpperCase()}`)).toEqual([byName.id])
    expect(await search(`desc${tag}`.toUpperCase())).toEqual([byDescription.id])
    expect(await search(`FIT${tag}`)).toEqual([byCompatibility.id])
    expect(await search(`honda cbr600rr fit${tag}`)).toEqual([byCompatibility.id])
    expect(await search(`sprocket${tag}`)).not.toContain(unrelated.id)
  })

  it('matches the category name', async () => {
    const tag = `cat${unique()}`
    const wheel = await makeProduct({ name: `Rim ${tag}`, category: 'Tires & Wheels' })
    const pads = await makeProduct({ name: `Pads ${tag}`, category: 'Braking System' })
    expect(await search(`TIRES ${tag}`)).toEqual([wheel.id])
    expect(await search(`braking system ${tag}`)).toEqual([pads.id])
  })

  it('needs every word of the query to match', async () => {
    const tag = unique()
    const both = await makeProduct({ name: `Alpha${tag} Beta${tag}` })
    const one = await makeProduct({ name: `Alpha${tag} Gamma` })
    expect(await search(`beta${tag} alpha${tag}`)).toEqual([both.id])
    expect(await search(`alpha${tag}`)).toEqual([both.id, one.id])
  })

  it('finds a product by its Arabic name whatever the taa marbuta, harakat or tatweel', async () => {
    const helmet = await makeProduct({
      name: `Full Helmet ${unique()}`,
      nameAr: 'خوذة كاملة',
      category: 'Helmets',
    })
    const other = await makeProduct({ nameAr: 'قفازات جلد' })
    for (const query of ['خوذة', 'خوذه', 'خُوذَة', 'خُوذَةٌ', 'خــوذة', 'خوذه كامله', 'كاملة']) {
      const found = await search(query)
      expect(found, query).toContain(helmet.id)
      expect(found, query).not.toContain(other.id)
    }
  })

  it('finds a word inside a longer Arabic word, such as the noun after the article', async () => {
    const visor = await makeProduct({ nameAr: 'واقي الخوذة الشفاف' })
    expect(await search('خوذه')).toContain(visor.id)
    expect(await search('الخوذة')).toContain(visor.id)
  })

  it('treats alef with hamza or madda, and alef maqsura, like their plain letters', async () => {
    const tire = await makeProduct({ nameAr: 'إطار أمامي', category: 'Tires & Wheels' })
    const light = await makeProduct({ nameAr: 'اضاءة ليلية', category: 'Electrical' })
    const mirror = await makeProduct({ nameAr: 'مرآة جانبية يمنى', category: 'Accessories' })
    expect(await search('اطار امامي')).toContain(tire.id)
    expect(await search('آطار')).toContain(tire.id)
    expect(await search('إضاءة')).toContain(light.id)
    expect(await search('مراه')).toContain(mirror.id)
    expect(await search('يمني')).toContain(mirror.id)
  })

  it('treats Arabic-Indic and Latin digits alike', async () => {
    const chain = await makeProduct({ name: `Chain 428H ${unique()}`, nameAr: 'جنزير ٥٢٠' })
    expect(await search('٤٢٨h')).toContain(chain.id)
    expect(await search('۴۲۸H')).toContain(chain.id)
    expect(await search('جنزير 520')).toContain(chain.id)
    expect(await search('٥٢٠')).toContain(chain.id)
  })

  it('matches an Arabic query longer than the 50 bytes a D1 LIKE pattern allows', async () => {
    const phrase = 'واقي محرك من الألمنيوم المقوى مناسب للطرق الوعرة'
    const guard = await makeProduct({
      descriptionAr: `${phrase} وسهل التركيب`,
      category: 'Engine Parts',
    })
    const query = 'واقي محرك من الألمنيوم المقوى مناسب للطرق'
    expect(new TextEncoder().encode(query).length).toBeGreaterThan(50)
    expect(await search(query)).toContain(guard.id)
  })

  it('matches a single Arabic word longer than 50 bytes', async () => {
    const word = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي' // 28 letters, 56 bytes in UTF-8
    expect(new TextEncoder().encode(word).length).toBeGreaterThan(50)
    const part = await makeProduct({ compatibility: `رمز ${word}` })
    expect(await search(word)).toEqual([part.id])
  })

  it('reads quotes, stars, brackets and OR in a query as words, never as search syntax', async () => {
    const tag = unique()
    const discount = await makeProduct({ name: `Sale${tag} 50% off` })
    const plain = await makeProduct({ name: `Sale${tag} 60 off` })
    expect(await search(`sale${tag} 50%`)).toEqual([discount.id])
    expect(await search(`sale${tag} OR 60`)).toEqual([])
    expect(await search(`"sale${tag}" (off*`)).toEqual(
      expect.arrayContaining([discount.id, plain.id]),
    )
    expect(await search(`sale${tag} NEAR(off) ^ - :`)).toEqual([])
    expect(await search(`%_`)).toEqual([])
  })

  it('follows the new name after an edit', async () => {
    const admin = await makeUser('admin')
    const before = `Oldname${unique()}`
    const after = `Newname${unique()}`
    const product = await makeProduct({ name: before })
    const result = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { name: after, nameAr: 'اسم محدث' },
    })
    expect(result.status).toBe(200)
    expect(await search(before)).toEqual([])
    expect(await search(after)).toEqual([product.id])
    expect(await search('اسم محدث')).toContain(product.id)
  })
})

describe('one product', () => {
  it('includes its reviews and up to 4 related products of the same category, not itself', async () => {
    const category = 'Accessories'
    const products = []
    for (let i = 0; i < 6; i++) products.push(await makeProduct({ category }))
    await makeProduct({ category: 'Helmets' })
    const [product] = products
    const customer = await makeUser()
    await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: { productId: product!.id, rating: 4, comment: 'Solid mount' },
    })
    const result = await api('GET', `/products/${product!.id}`)
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({ id: product!.id, category, rating: 4, reviews: 1 })
    expect(result.body.data.reviews_data).toEqual([
      expect.objectContaining({ comment: 'Solid mount', rating: 4 }),
    ])
    const related = result.body.data.related as { id: number; category: string }[]
    expect(related).toHaveLength(4)
    expect(related.every((p) => p.category === category)).toBe(true)
    expect(related.map((p) => p.id)).not.toContain(product!.id)
    expect(new Set(related.map((p) => p.id)).size).toBe(4)
  })

  it('answers 404 "Product not found" for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await api('GET', '/products/999999')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual(refusal('PRODUCT_NOT_FOUND'))
    const bad = await api('GET', '/products/abc')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual(refusal('INVALID_ID'))
  })
})

describe('managing products', () => {
  it('creates a product with an id above 1000, in stock, unrated', async () => {
    const admin = await makeUser('admin')
    const result = await api('POST', '/products', {
      cookie: admin.cookie,
      body: {
        name: 'LED Headlight',
        nameAr: 'مصباح أمامي LED',
        price: 65000,
        originalPrice: 80000,
        category: 'Electrical',
        stock: 7,
        badge: '50% Brighter',
        features: ['6000K'],
      },
    })
    expect(result.status).toBe(201)
    expect(result.body.data).toMatchObject({
      name: 'LED Headlight',
      price: 65000,
      originalPrice: 80000,
      category: 'Electrical',
      stock: 7,
      inStock: true,
      rating: 0,
      reviews: 0,
      features: ['6000K'],
    })
    expect(result.body.data.id).toBeGreaterThan(1000)
    expect(result.body.data.searchText).toBeUndefined()
    expect((await api('GET', `/products/${result.body.data.id}`)).body.data.name).toBe(
      'LED Headlight',
    )
  })

  it('gives new users ids above 100', async () => {
    const user = await makeUser()
    expect(user.id).toBeGreaterThan(100)
  })

  it('updates only the fields sent, and inStock follows the stock', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ price: 30_000, stock: 4, description: 'Keeps me' })
    const result = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 27_500, stock: 0 },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      id: product.id,
      price: 27500,
      stock: 0,
      inStock: false,
      description: 'Keeps me',
    })
    const restocked = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { stock: 3 },
    })
    expect(restocked.body.data).toMatchObject({ stock: 3, inStock: true, price: 27500 })
  })

  it('writes a new stock only while the stock is as the editor was shown it, so an order placed meanwhile keeps its units', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ price: 30_000, stock: 20 })
    // The owner opens the form at 20; a customer buys 2 meanwhile; the owner, having received 5,
    // saves 25 with a new price.
    expect((await placeOrder(customer, [{ id: product.id, quantity: 2 }])).status).toBe(201)
    const refused = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 28_000, stock: 25, stockWas: 20 },
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject(refusal('STOCK_CHANGED', { stock: 18 }))
    // Nothing of that save was written: not the stock, not the price.
    expect(await stockOf(product.id)).toBe(18)
    expect((await api('GET', `/products/${product.id}`)).body.data.price).toBe(30_000)
    // Saved again from the stock as it is now, it is written.
    const saved = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 28_000, stock: 23, stockWas: 18 },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ stock: 23, price: 28_000 })
    // An edit that leaves the stock out never touches it, whatever `stockWas` says.
    expect((await placeOrder(customer, [{ id: product.id, quantity: 1 }])).status).toBe(201)
    const priceOnly = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 27_000, stockWas: 23 },
    })
    expect(priceOnly.status).toBe(200)
    expect(await stockOf(product.id)).toBe(22)
  })

  it('keeps every field an edit leaves out (stock, texts, sizes, features, images, compatibility)', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({
      nameAr: 'خوذة',
      description: 'Carbon shell',
      descriptionAr: 'هيكل كربون',
      category: 'Helmets',
      image: '/images/products/helmets/a.svg',
      images: ['/images/products/helmets/a.svg', '/images/products/helmets/b.svg'],
      stock: 9,
      sizes: ['M', 'L'],
      features: ['Pinlock ready'],
      featuresAr: ['جاهزة للبنلوك'],
      specifications: [{ name: 'Weight', nameAr: 'الوزن', value: '1.4 kg', valueAr: '1.4 كغم' }],
      compatibility: 'Universal',
      badge: 'DOT Certified',
    })
    const before = (await api('GET', `/products/${product.id}`)).body.data
    const result = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 31000 },
    })
    expect(result.status).toBe(200)
    const { price, updatedAt: _updated, ...rest } = result.body.data
    const {
      price: _oldPrice,
      updatedAt: _oldUpdated,
      reviews_data: _r,
      related: _rel,
      fitments: _f,
      ...restBefore
    } = before
    expect(price).toBe(31000)
    expect(rest).toEqual(restBefore)
    expect(await search('carbon shell')).toContain(product.id)
  })

  it('answers 404 when editing or deleting a product that does not exist', async () => {
    const admin = await makeUser('admin')
    const edit = await api('PUT', '/products/999999', { cookie: admin.cookie, body: { price: 1 } })
    expect(edit.status).toBe(404)
    expect(edit.body).toEqual(refusal('PRODUCT_NOT_FOUND'))
    const remove = await api('DELETE', '/products/999999', { cookie: admin.cookie })
    expect(remove.status).toBe(404)
    expect(remove.body).toEqual(refusal('PRODUCT_NOT_FOUND'))
  })

  it('deletes a product, which then is gone from the list and the detail page', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct()
    const result = await api('DELETE', `/products/${product.id}`, { cookie: admin.cookie })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ success: true, data: { id: product.id } })
    expect((await api('GET', `/products/${product.id}`)).status).toBe(404)
    expect(ids(await api('GET', '/products'))).not.toContain(product.id)
  })
})

describe('prices', () => {
  const create = (admin: { cookie: string }, prices: Record<string, unknown>) =>
    api('POST', '/products', {
      cookie: admin.cookie,
      body: { name: `Chain ${unique()}`, category: 'Engine Parts', ...prices },
    })

  it.each([
    [{ price: 0.5 }],
    [{ price: 0 }],
    [{ price: -3 }],
    [{ price: 25000, originalPrice: 0.5 }],
  ])('refuses a price below 1 dinar (%j)', async (prices) => {
    const admin = await makeUser('admin')
    const result = await create(admin, prices)
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('PRICE_TOO_LOW'))
  })

  it.each([
    [{ price: 9.99 }],
    [{ price: 25000.5 }],
    [{ price: 25000, originalPrice: 30000.25 }],
    [{ price: '12500.5' }],
  ])('refuses a fraction of a dinar (%j)', async (prices) => {
    const admin = await makeUser('admin')
    const result = await create(admin, prices)
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('AMOUNT_NOT_WHOLE'))
  })

  it('refuses an edit to a fractional price and keeps the stored one', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ price: 27_500 })
    const edit = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { price: 27500.25 },
    })
    expect(edit.status).toBe(400)
    expect(edit.body).toEqual(refusal('AMOUNT_NOT_WHOLE'))
    expect((await api('GET', `/products/${product.id}`)).body.data.price).toBe(27_500)
  })

  it('takes a price of exactly 1 dinar', async () => {
    const admin = await makeUser('admin')
    expect((await create(admin, { price: 1 })).status).toBe(201)
  })

  it.each([[25000], [20000]])(
    'refuses an original price that is not above the price (%i against 25000)',
    async (originalPrice) => {
      const admin = await makeUser('admin')
      const result = await create(admin, { price: 25000, originalPrice })
      expect(result.status).toBe(400)
      expect(result.body).toEqual(refusal('ORIGINAL_PRICE_NOT_ABOVE'))
    },
  )

  it('checks an edit of one price against the stored other', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ price: 20_000, originalPrice: 30_000 })
    const edit = (body: Record<string, unknown>) =>
      api('PUT', `/products/${product.id}`, { cookie: admin.cookie, body })
    const priceAbove = await edit({ price: 30000 })
    expect(priceAbove.status).toBe(400)
    expect(priceAbove.body.code).toBe('ORIGINAL_PRICE_NOT_ABOVE')
    const originalBelow = await edit({ originalPrice: 15000 })
    expect(originalBelow.body.code).toBe('ORIGINAL_PRICE_NOT_ABOVE')
    expect((await api('GET', `/products/${product.id}`)).body.data).toMatchObject({
      price: 20000,
      originalPrice: 30000,
    })
    // Lowering the price, or dropping the original price, is fine.
    expect((await edit({ price: 18000 })).status).toBe(200)
    expect((await edit({ originalPrice: null, price: 40000 })).status).toBe(200)
  })
})
