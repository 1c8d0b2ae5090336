// The catalogue as pages: cursors that neither skip nor repeat, search ranking, synonyms and
// prefixes through the full-text index, the index following every write, and ETag/304.
import { beforeEach, describe, expect, it } from 'vitest'
import { BM25_MATCHES, SEARCH_TOTAL_CAP } from '../../worker/db/queries/catalogue'
import { encodeBackup, exportStreamed, importStreamed } from './backup-fixtures'
import { api, insertProducts, makeProduct, makeUser, refusal, unique } from './helpers'
import { emptyStorage } from './storage'

type Page = {
  data: { id: number; description: string }[]
  meta: { total: number; totalCapped?: true; nextCursor: string | null; searchInstead?: string }
}
const page = async (query: string) =>
  (await api('GET', `/products?${query}`)).body as unknown as Page
const ids = (p: Page) => p.data.map((c) => c.id)
const searchIds = async (q: string) => ids(await page(`search=${encodeURIComponent(q)}`))

/** Every page of a query, following the cursors. */
async function allPages(query: string, between?: () => Promise<void>) {
  const seen: number[] = []
  let cursor: string | null = null
  do {
    const p: Page = await page(
      `${query}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    seen.push(...ids(p))
    cursor = p.meta.nextCursor
    await between?.()
  } while (cursor)
  return seen
}

beforeEach(emptyStorage)

describe('catalogue pages', () => {
  it('gives 24 cards by default with the total, and cards without the long texts', async () => {
    for (let i = 0; i < 26; i++) await makeProduct({ description: 'x'.repeat(300) })
    const first = await page('')
    expect(first.data).toHaveLength(24)
    expect(first.meta.total).toBe(26)
    expect(first.meta.nextCursor).toEqual(expect.any(String))
    expect(first.data[0]).not.toHaveProperty('specifications')
    expect(first.data[0]).not.toHaveProperty('features')
    expect(first.data[0]!.description).toBe(`${'x'.repeat(80)}…`)
    const rest = await page(`cursor=${encodeURIComponent(first.meta.nextCursor!)}`)
    expect(rest.data).toHaveLength(2)
    expect(rest.meta.nextCursor).toBeNull()
  })

  it('pages through every sort without skipping or repeating a product', async () => {
    const made: Awaited<ReturnType<typeof makeProduct>>[] = []
    for (const price of [5000, 7000, 5000, 9000, 1000, 7000, 3000])
      made.push(await makeProduct({ price }))
    const all = made.map((p) => p.id).sort((a, b) => a - b)
    for (const sort of ['featured', 'newest', 'price-asc', 'price-desc', 'rating']) {
      const seen = await allPages(`sort=${sort}`)
      expect(
        seen.toSorted((a, b) => a - b),
        sort,
      ).toEqual(all)
    }
    const byPrice = await allPages('sort=price-asc')
    const prices = byPrice.map((id) => made.find((p) => p.id === id)!.price)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
  })

  it('pages through a search by relevance in one order, whether or not another filter joins it', async () => {
    for (let i = 0; i < 4; i++) await makeProduct({ name: `Sprocket ${unique()}` })
    for (let i = 0; i < 3; i++)
      await makeProduct({ description: `Fits with the stock sprocket ${unique()}` })
    const whole = ids(await page('search=sprocket&limit=100'))
    expect(whole).toHaveLength(7)
    // Ranked in the index alone (nothing else filters), and through the products table (in stock).
    expect(await allPages('search=sprocket')).toEqual(whole)
    expect(await allPages('search=sprocket&inStock=1')).toEqual(whole)
    // A word in the name counts above one in the description.
    const named = await Promise.all(whole.slice(0, 4).map((id) => api('GET', `/products/${id}`)))
    for (const r of named)
      expect((r.body as { data: { name: string } }).data.name).toMatch(/Sprocket/)
  })

  it('neither skips nor repeats a product when one is added while the shopper pages', async () => {
    const made: Awaited<ReturnType<typeof makeProduct>>[] = []
    for (let i = 0; i < 7; i++) made.push(await makeProduct())
    let added: number | undefined
    const seen = await allPages('sort=newest', async () => {
      added ??= (await makeProduct()).id
    })
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.toSorted((a, b) => a - b)).toEqual(made.map((p) => p.id))
    // The product added after the first page is newer than it: it shows on the next visit.
    expect((await page('sort=newest')).data[0]!.id).toBe(added)
  })

  it('filters by stock, price range, badge and named ids', async () => {
    const cheap = await makeProduct({ price: 2_000, stock: 0 })
    const mid = await makeProduct({ price: 6_000, badge: 'OEM Quality' })
    const dear = await makeProduct({ price: 90_000 })
    expect(ids(await page('inStock=1'))).toEqual([mid.id, dear.id])
    expect(ids(await page('minPrice=3000&maxPrice=10000'))).toEqual([mid.id])
    expect(ids(await page('minPrice=6000&maxPrice=90000'))).toEqual([mid.id, dear.id])
    expect(ids(await page(`badge=${encodeURIComponent('OEM Quality')}`))).toEqual([mid.id])
    expect(ids(await page(`ids=${dear.id},${cheap.id},999999`))).toEqual([cheap.id, dear.id])
  })

  it('refuses a price filter with a fraction of a dinar', async () => {
    for (const query of ['minPrice=2999.5', 'maxPrice=10000.25']) {
      const refused = await api('GET', `/products?${query}`)
      expect(refused.status, query).toBe(400)
      expect(refused.body, query).toEqual(refusal('AMOUNT_NOT_WHOLE'))
    }
  })

  it('refuses a cursor it did not make, or one of another sort', async () => {
    await makeProduct()
    await makeProduct()
    const first = await page('limit=1&sort=newest')
    const other = await api(
      'GET',
      `/products?limit=1&sort=price-asc&cursor=${first.meta.nextCursor}`,
    )
    expect(other.status).toBe(400)
    expect(other.body.code).toBe('PAGE_CURSOR_INVALID')
    expect((await api('GET', '/products?cursor=not-a-cursor')).status).toBe(400)
    expect((await api('GET', '/products?limit=101')).status).toBe(400)
  })

  it('counts the products of each category, and the page totals, through every write', async () => {
    const admin = await makeUser('admin')
    await makeProduct({ category: 'Helmets' })
    const moved = await makeProduct({ category: 'Helmets' })
    const gone = await makeProduct({ category: 'Electrical' })
    const counts = async () => (await api('GET', '/products/categories')).body.data
    const totals = async () => [
      (await page('')).meta.total,
      (await page('category=Helmets')).meta.total,
    ]
    expect(await counts()).toEqual({ Helmets: 2, Electrical: 1 })
    expect(await totals()).toEqual([3, 2])
    await api('PUT', `/products/${moved.id}`, {
      cookie: admin.cookie,
      body: { category: 'Accessories' },
    })
    await api('DELETE', `/products/${gone.id}`, { cookie: admin.cookie })
    expect(await counts()).toEqual({ Helmets: 1, Accessories: 1 })
    expect(await totals()).toEqual([2, 1])
  })
})

describe('search', () => {
  it('ranks a match in the name above one in the description', async () => {
    const tag = `rank${unique()}`
    const inText = await makeProduct({ name: 'Chain Lube', description: `Good for a ${tag}` })
    const inName = await makeProduct({ name: `${tag} Sprocket` })
    expect(await searchIds(tag)).toEqual([inName.id, inText.id])
  })

  it("counts a search's matches on every page, with or without another filter", async () => {
    const admin = await makeUser('admin')
    const tag = `cnt${unique()}`
    const made = []
    for (let i = 0; i < 4; i++) made.push(await makeProduct({ name: `${tag} Mirror ${i}` }))
    for (const query of [
      `search=${tag}`,
      `search=${tag}&sort=price-asc`,
      `search=${tag}&inStock=1`,
    ]) {
      const first = await page(`${query}&limit=3`)
      const next = await page(
        `${query}&limit=3&cursor=${encodeURIComponent(first.meta.nextCursor!)}`,
      )
      expect([first.meta, next.meta], query).toEqual([
        { total: 4, nextCursor: expect.any(String) },
        { total: 4, nextCursor: null },
      ])
    }
    // A cursor past every match (the last one deleted since) still gets the count.
    const first = await page(`search=${tag}&limit=3`)
    const last = made.find((p) => !ids(first).includes(p.id))!
    await api('DELETE', `/products/${last.id}`, { cookie: admin.cookie })
    const past = await page(
      `search=${tag}&limit=3&cursor=${encodeURIComponent(first.meta.nextCursor!)}`,
    )
    expect([past.data, past.meta]).toEqual([[], { total: 3, nextCursor: null }])
  })

  it('ranks a search of many matches by where its words are, and counts them as far as it ranks', async () => {
    const tag = `many${unique()}`.toLowerCase()
    // The count that chooses the ranking is the total: "200+".
    expect(SEARCH_TOTAL_CAP).toBe(BM25_MATCHES)
    await insertProducts(SEARCH_TOTAL_CAP, {
      name: `'Clutch Lever ' || i`,
      category: `'Braking System'`,
      text: `'${tag} grip'`,
    })
    const named = [
      await makeProduct({ name: `${tag} Lever` }),
      await makeProduct({ name: `Grip ${tag}` }),
    ]
    const first = await page(`search=${tag}&limit=3`)
    // Counted as far as the cap: "more than 200".
    expect(first.meta).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true })
    expect(ids(first).slice(0, 2)).toEqual(named.map((p) => p.id))
    const inText = ids(first)[2]!
    const next = await page(
      `search=${tag}&limit=3&cursor=${encodeURIComponent(first.meta.nextCursor!)}`,
    )
    expect(ids(next)).toEqual([inText + 1, inText + 2, inText + 3])
  })

  it('needs every word, and reads the last one as a prefix while the shopper types', async () => {
    const tag = `pfx${unique()}`
    const helmet = await makeProduct({ name: `${tag} Helmet`, category: 'Helmets' })
    const gloves = await makeProduct({ name: `${tag} Gloves` })
    expect(await searchIds(`${tag} hel`)).toEqual([helmet.id])
    expect(await searchIds(`${tag} hel gloves`)).toEqual([])
    expect((await searchIds(`${tag} glo`)).sort()).toEqual([gloves.id])
  })

  it('finds the makes in Arabic letters, the shop words of Iraq, and English plurals', async () => {
    const tag = `syn${unique()}`
    const pads = await makeProduct({ name: `Honda brake pads ${tag}` })
    const tire = await makeProduct({ name: `Rear tire ${tag}`, category: 'Tires & Wheels' })
    const ktm = await makeProduct({ name: `KTM chain ${tag}` })
    expect(await searchIds(`هوندا ${tag}`)).toEqual([pads.id])
    expect(await searchIds(`بريك ${tag}`)).toEqual([pads.id])
    expect(await searchIds(`brakes ${tag}`)).toEqual([pads.id])
    expect(await searchIds(`تاير ${tag}`)).toEqual([tire.id])
    expect(await searchIds(`إطار ${tag}`)).toEqual([tire.id])
    expect(await searchIds(`كي تي ام ${tag}`)).toEqual([ktm.id])
  })

  it("finds the parts by the words of Baghdad's workshops", async () => {
    const tag = `shop${unique()}`
    const plugs = await makeProduct({
      name: `Iridium Spark Plugs ${tag}`,
      nameAr: `طقم بواجي إيريديوم ${tag}`,
    })
    const clutch = await makeProduct({ name: `Clutch Kit ${tag}` })
    const signals = await makeProduct({ name: `LED Turn Signals ${tag}` })
    const wheel = await makeProduct({ name: `Forged Front Wheel ${tag}` })
    const pads = await makeProduct({ name: `Sintered Brake Pads ${tag}` })
    const chain = await makeProduct({ name: `Chain & Sprocket Kit ${tag}` })
    const battery = await makeProduct({ name: `Lithium Battery 12V ${tag}` })
    const bulb = await makeProduct({ name: `LED Headlight Bulb ${tag}` })
    const gloves = await makeProduct({ name: `Touring Gloves ${tag}` })
    const horn = await makeProduct({ name: `Electric Horn ${tag}` })
    const helmet = await makeProduct({ name: `Kids Helmet ${tag}`, nameAr: `خوذة أطفال ${tag}` })
    for (const word of ['بلك', 'سبارك', 'بوجي', 'spark'])
      expect(await searchIds(`${word} ${tag}`), word).toEqual([plugs.id])
    expect(await searchIds(`كلج ${tag}`)).toEqual([clutch.id])
    expect(await searchIds(`غماز ${tag}`)).toEqual([signals.id])
    // The rim as one («جنطة», often typed «جنطه») found nothing; «جنط» and «جنوط» did.
    for (const word of ['جنط', 'جنطة', 'جنطه'])
      expect(await searchIds(`${word} ${tag}`), word).toEqual([wheel.id])
    expect(await searchIds(`فحمات ${tag}`)).toEqual([pads.id])
    // Baghdad's words for the chain and the battery found nothing.
    for (const word of ['زنجيل', 'زناجيل'])
      expect(await searchIds(`${word} ${tag}`), word).toEqual([chain.id])
    for (const word of ['باتري', 'باتريات'])
      expect(await searchIds(`${word} ${tag}`), word).toEqual([battery.id])
    // The bulb, the lamp, the gloves, the horn, and the helmet as often misspelt: nothing before.
    for (const [word, part] of [
      ['كلوب', bulb],
      ['كشاف', bulb],
      ['جفوف', gloves],
      ['هارن', horn],
      ['خوده', helmet],
    ] as const)
      expect(await searchIds(`${word} ${tag}`), word).toEqual([part.id])
    // And in the plural, as often typed: a prefix of the singular cannot reach it.
    for (const [word, part] of [
      ['بلكات', plugs],
      ['جنوط', wheel],
      ['بريكات', pads],
      ['غمازات', signals],
    ] as const)
      expect(await searchIds(`${word} ${tag}`), word).toEqual([part.id])
  })

  it('finds a helmet as «هلمت» and an LED bulb as «لمبة ليد»', async () => {
    const tag = `say${unique()}`
    const helmet = await makeProduct({ name: `Open-Face Helmet ${tag}`, category: 'Helmets' })
    const bulb = await makeProduct({
      name: `LED Headlight Bulb H4 ${tag}`,
      nameAr: `لمبة ضوء أمامي LED نوع H4 ${tag}`,
    })
    for (const word of ['هلمت', 'هلمتات'])
      expect(await searchIds(`${word} ${tag}`), word).toEqual([helmet.id])
    for (const words of ['لمبة ليد', 'ضوء ليد', 'ليد', 'led bulb'])
      expect(await searchIds(`${words} ${tag}`), words).toEqual([bulb.id])
  })

  it('finds a clutch cable by the words a rider asks for it with', async () => {
    const tag = `cable${unique()}`
    const cable = await makeProduct({ name: `Clutch Cable ${tag}`, nameAr: `سلك كلتش ${tag}` })
    const kit = await makeProduct({ name: `Clutch Kit ${tag}` })
    for (const words of ['واير كلج', 'وايرات كلج', 'clutch cable', 'كيبل قابض'])
      expect(await searchIds(`${words} ${tag}`), words).toEqual([cable.id])
    expect((await searchIds(`كلج ${tag}`)).sort()).toEqual([cable.id, kit.id].sort())
  })

  it('offers a search that found nothing put right, only when that finds something', async () => {
    const helmet = await makeProduct({
      name: 'Full-Face Sport Helmet',
      nameAr: 'خوذة رياضية كاملة الوجه',
      category: 'Helmets',
    })
    const chain = await makeProduct({ name: 'Drive Chain Kit', nameAr: 'طقم جنزير' })
    const instead = async (search: string) => {
      const found = await page(`search=${encodeURIComponent(search)}`)
      return { ids: ids(found), instead: found.meta.searchInstead }
    }
    // One letter missing, two swapped, one wrong in Arabic; each then finds its product.
    expect(await instead('helmt')).toEqual({ ids: [], instead: 'helmet' })
    expect(await instead('chian kit')).toEqual({ ids: [], instead: 'chain kit' })
    expect(await instead('جنزيز')).toEqual({ ids: [], instead: 'جنزير' })
    expect(await searchIds('helmet')).toEqual([helmet.id])
    expect(await searchIds('chain kit')).toEqual([chain.id])
    // Nothing near, every word right but not together, or a search that found something: none.
    expect(await instead('zqxwvu')).toEqual({ ids: [], instead: undefined })
    expect(await instead('helmet chain')).toEqual({ ids: [], instead: undefined })
    expect(await instead('helmet')).toEqual({ ids: [helmet.id], instead: undefined })
    // The header's suggestions while typing likewise name the products put right.
    const suggested = await api('GET', '/products/suggestions?q=helmt')
    expect(suggested.body.data).toEqual([
      { id: helmet.id, name: 'Full-Face Sport Helmet', nameAr: 'خوذة رياضية كاملة الوجه' },
    ])
  })

  it('suggests up to 8 names for what has been typed so far', async () => {
    const tag = `sug${unique()}`
    for (let i = 0; i < 10; i++) await makeProduct({ name: `${tag} Mirror ${i}` })
    const result = await api('GET', `/products/suggestions?q=${tag}%20mir`)
    expect(result.status).toBe(200)
    expect(result.body.data).toHaveLength(8)
    expect(result.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining(tag),
      nameAr: '',
    })
  })

  it('follows every write to a product: create, edit, delete and restore from a backup', async () => {
    const admin = await makeUser('admin')
    const before = `old${unique()}`
    const after = `new${unique()}`
    const created = await api('POST', '/products', {
      cookie: admin.cookie,
      body: { name: `${before} Lever`, price: 9000, category: 'Braking System' },
    })
    const id = created.body.data.id as number
    expect(await searchIds(before)).toEqual([id])
    await api('PUT', `/products/${id}`, { cookie: admin.cookie, body: { name: `${after} Lever` } })
    expect(await searchIds(before)).toEqual([])
    expect(await searchIds(after)).toEqual([id])
    const backup = await encodeBackup(await exportStreamed(admin.cookie, false))
    await api('DELETE', `/products/${id}`, { cookie: admin.cookie })
    expect(await searchIds(after)).toEqual([])
    const restored = await importStreamed(admin.cookie, backup)
    expect(restored.status, restored.body.error).toBe(200)
    expect(await searchIds(after)).toEqual([id])
  })
})

describe('caching', () => {
  it('answers 304 to a browser holding the current page, and 200 once a product changed', async () => {
    const product = await makeProduct()
    const first = await api('GET', '/products')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"catalogue-\d+"$/)
    const again = await api('GET', '/products?category=Helmets', {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    const detail = await api('GET', `/products/${product.id}`, {
      headers: { 'If-None-Match': etag },
    })
    expect(detail.status).toBe(304)

    const admin = await makeUser('admin')
    await api('PUT', `/products/${product.id}`, { cookie: admin.cookie, body: { stock: 3 } })
    const changed = await api('GET', '/products', { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(etag)
  })
})
