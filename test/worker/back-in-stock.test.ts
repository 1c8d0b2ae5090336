// Back in stock: a shopper leaves an address on an out-of-stock product and its owner confirms it
// through a signed link; when its stock goes above zero (the dashboard, the bot, a cancelled order,
// a restore) each confirmed address gets one e-mail in their language, with a one-click
// unsubscribe, and the request ends; admins see how many wait for each product.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BACKUP_PREFIX } from '../../worker/services/backup-store'
import { encodeBackup, exportStreamed } from './backup-fixtures'
import { api, makeProduct, makeUser, orderOf, refusal } from './helpers'
import { callApi, fakeService } from './outbound'
import { ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { reply } from './bot/updates'

beforeEach(() => telegram.reset())
afterEach(() => vi.restoreAllMocks())

interface Sent {
  to: string
  subject: string
  text: string
  language: string
}

async function backInStockMails(): Promise<Sent[]> {
  const { results } = await env.DB.prepare(
    "SELECT `to`, subject, text, language FROM email_outbox WHERE kind = 'back-in-stock' ORDER BY id",
  ).all<Sent>()
  return results
}

const mailsAbout = async (productId: number) =>
  (await backInStockMails()).filter((m) => m.text.includes(`/product/${productId}`))

const waiting = async (productId: number) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM stock_alerts WHERE product_id = ?')
      .bind(productId)
      .first<{ n: number }>()
  )?.n

/** The signed link of an e-mail (`confirm` or `unsubscribe`), as the path the API is called with. */
function linkIn(text: string, purpose: 'confirm' | 'unsubscribe'): string {
  const url = new RegExp(`http://shop\\.test/api(/stock-alerts/${purpose}\\?\\S+)`).exec(text)
  if (!url?.[1]) throw new Error(`no ${purpose} link in: ${text}`)
  return url[1]
}

/** The confirmation e-mails sent for a product. */
async function confirmationsAbout(productId: number): Promise<Sent[]> {
  const { results } = await env.DB.prepare(
    "SELECT `to`, subject, text, language FROM email_outbox WHERE kind = 'stock-alert-confirm' AND text LIKE ? ORDER BY id",
  )
    .bind(`%product=${productId}&%`)
    .all<Sent>()
  return results
}

/** Asks, then (unless told not to) presses the confirmation e-mail's button as its reader would. */
async function ask(
  productId: number,
  options: { email?: string; cookie?: string; lang?: string; confirm?: boolean } = {},
) {
  const asked = await callApi('POST', '/stock-alerts', {
    body: { productId, ...(options.email && { email: options.email }) },
    cookie: options.cookie,
    headers: options.lang ? { 'Accept-Language': options.lang } : {},
  })
  const sent = (await confirmationsAbout(productId)).find((m) => m.to === asked.body.data?.email)
  if (options.confirm !== false && sent) await callApi('POST', linkIn(sent.text, 'confirm'))
  return asked
}

describe('asking to be told', () => {
  it('takes an address, or the account’s when signed in, once per product', async () => {
    const product = await makeProduct({ name: 'Chain Lube', stock: 0 })
    const customer = await makeUser()
    expect((await ask(product.id, { email: 'Rider@Example.iq' })).status).toBe(201)
    expect((await ask(product.id, { email: 'rider@example.iq' })).status).toBe(201)
    const mine = await ask(product.id, { cookie: customer.cookie })
    expect(mine.status).toBe(201)
    // A signed-in customer's verified address needs no confirmation.
    expect(mine.body.data).toEqual({
      productId: product.id,
      email: customer.email,
      confirmed: true,
    })
    expect(await confirmationsAbout(product.id)).toHaveLength(1)
    expect(await waiting(product.id)).toBe(2)
  })

  it('refuses without an address, for a product in stock, and for no product', async () => {
    const out = await makeProduct({ stock: 0 })
    const available = await makeProduct({ stock: 3 })
    expect((await ask(out.id)).body).toEqual(refusal('EMAIL_REQUIRED'))
    expect((await ask(out.id, { email: 'not-an-address' })).body).toEqual(refusal('EMAIL_INVALID'))
    const inStock = await ask(available.id, { email: 'a@example.iq' })
    expect(inStock.status).toBe(409)
    expect(inStock.body).toEqual(refusal('PRODUCT_IN_STOCK'))
    const missing = await ask(99_999_999, { email: 'a@example.iq' })
    expect(missing.status).toBe(404)
    expect(await waiting(available.id)).toBe(0)
  })
})

describe('the e-mail when the product is back', () => {
  it('goes once to each subscriber in their language when the dashboard restocks it', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ name: 'Chain Lube', nameAr: 'زيت جنزير', stock: 0 })
    await ask(product.id, { email: 'english@example.iq', lang: 'en' })
    await ask(product.id, { email: 'arabic@example.iq', lang: 'ar' })
    const restock = (stock: number) =>
      callApi('PUT', `/products/${product.id}`, { cookie: admin.cookie, body: { stock } })

    expect((await restock(0)).status).toBe(200)
    expect(await mailsAbout(product.id)).toEqual([])
    expect((await restock(4)).status).toBe(200)
    const sent = await mailsAbout(product.id)
    expect(sent.map((m) => [m.to, m.language, m.subject])).toEqual([
      ['english@example.iq', 'en', 'Chain Lube is back in stock'],
      ['arabic@example.iq', 'ar', 'عاد إلى المخزون: زيت جنزير'],
    ])
    expect(sent[0]!.text).toContain(`http://shop.test/product/${product.id}`)
    // The adjective agrees with «المنتج», whatever the gender of the product's own name.
    expect(sent[1]!.text).toContain('المنتج الذي طلبت أن نخبرك عنه، زيت جنزير، متوفر الآن من جديد.')
    expect(await waiting(product.id)).toBe(0)

    // The requests have ended: selling out and restocking again writes to nobody.
    await restock(0)
    await restock(2)
    expect(await mailsAbout(product.id)).toHaveLength(2)
  })

  it('goes out when the bot restocks the product', async () => {
    const product = await makeProduct({ stock: 0 })
    await ask(product.id, { email: 'bot-wait@example.iq' })
    expect(await reply(ADMIN_CHAT, `/edititem ${product.id}\nStock: 6`)).toContain(
      'Product updated',
    )
    await expect.poll(() => mailsAbout(product.id)).toHaveLength(1)
  })

  it('goes out when a cancelled order puts the last units back', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 2 })
    const order = await orderOf(customer, [{ id: product.id, quantity: 2 }], 'card')
    await ask(product.id, { email: 'cancel-wait@example.iq' })
    // The bulk update of the Orders tab, as the dashboard's cancel of several orders.
    await callApi('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [order.id], status: 'cancelled' },
    })
    expect((await mailsAbout(product.id)).map((m) => m.to)).toEqual(['cancel-wait@example.iq'])
  })

  /** The two doors a backup file comes back through: the Data tab's upload, a stored backup. */
  const restorers = {
    'uploaded to the Data tab': (cookie: string, file: Uint8Array) =>
      callApi('POST', '/admin/data/import/streamed', { cookie, file }),
    'stored and restored by name': async (cookie: string, file: Uint8Array) => {
      await env.BUCKET.put(`${BACKUP_PREFIX}restock.ndjson.gz`, file)
      return callApi('POST', '/admin/backups/restock.ndjson.gz/restore', { cookie })
    },
  }

  it.each(Object.entries(restorers))(
    'goes out when a restored backup brings the product back (%s)',
    async (_door, restore) => {
      const admin = await makeUser('admin')
      const product = await makeProduct({ stock: 0 })
      await ask(product.id, { email: 'restore-wait@example.iq' })
      const file = await exportStreamed(admin.cookie, false)
      const entry = file.products.find((p: { id: number }) => p.id === product.id)
      entry.stock = 5
      const restored = await restore(admin.cookie, await encodeBackup(file))
      expect(restored.status, restored.body.error).toBe(200)
      expect((await mailsAbout(product.id)).map((m) => m.to)).toEqual(['restore-wait@example.iq'])
      expect(await waiting(product.id)).toBe(0)
    },
  )
})

describe('the waiting demand', () => {
  it('counts the shoppers per product for admins, the most wanted first', async () => {
    const admin = await makeUser('admin')
    const few = await makeProduct({ name: 'Few Wait', stock: 0 })
    const many = await makeProduct({ name: 'Many Wait', stock: 0 })
    await ask(few.id, { email: 'one@example.iq' })
    for (const who of ['a', 'b', 'c']) await ask(many.id, { email: `${who}@example.iq` })
    const demand = await api('GET', '/stock-alerts/demand', { cookie: admin.cookie })
    expect(demand.status).toBe(200)
    const ours = demand.body.data.filter((d: { productId: number }) =>
      [few.id, many.id].includes(d.productId),
    )
    expect(ours).toEqual([
      { productId: many.id, name: 'Many Wait', stock: 0, waiting: 3, since: expect.any(String) },
      { productId: few.id, name: 'Few Wait', stock: 0, waiting: 1, since: expect.any(String) },
    ])
  })
})

describe('the address’s owner', () => {
  it('confirms the request through a signed link before anything else is sent to it', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ name: 'Fork Seal', nameAr: 'جلدة شوكة', stock: 0 })
    await ask(product.id, { email: 'victim@example.iq', lang: 'ar', confirm: false })
    const [mail] = await confirmationsAbout(product.id)
    expect(mail).toMatchObject({ to: 'victim@example.iq', language: 'ar' })
    expect(mail!.subject).toBe('أكّد طلب إعلامك بتوفر جلدة شوكة')
    await callApi('PUT', `/products/${product.id}`, { cookie: admin.cookie, body: { stock: 3 } })
    expect(await mailsAbout(product.id)).toEqual([])
    expect(await waitingDemandOf(admin, product.id)).toBeUndefined()

    // The link's GET only shows the button (a mail scanner following it confirms nothing), in
    // the language chosen in the shop (its cookie) before the browser's.
    const link = linkIn(mail!.text, 'confirm')
    const inArabic = { headers: { 'Accept-Language': 'en-US,en' }, cookie: 'bmp.lang=ar' }
    const shown = await callApi('GET', link, inArabic)
    expect(shown.status).toBe(200)
    expect(shown.body).toContain('<form method="post"')
    expect(shown.body).toContain('نعم، أخبرني حين يتوفر')
    expect(await mailsAbout(product.id)).toEqual([])
    // A key made for another address or product is refused.
    const forged = link.replace('victim%40example.iq', 'other%40example.iq')
    expect((await callApi('POST', forged)).status).toBe(400)
    // The button: the product is back already, so its e-mail goes at once.
    const pressed = await callApi('POST', link, inArabic)
    expect(pressed.status).toBe(200)
    expect(pressed.body).toContain('شكرًا لك')
    expect((await mailsAbout(product.id)).map((m) => m.to)).toEqual(['victim@example.iq'])
  })

  it('is one mailbox for +tag variants and Gmail dots: one request, three confirmation e-mails a day', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => makeProduct({ stock: 0 })))
    const first = products[0]!.id
    await ask(first, { email: 'sara.ali+parts@gmail.com', confirm: false })
    await ask(first, { email: 'SaraAli@gmail.com', confirm: false })
    expect(await waiting(first)).toBe(1)
    for (const [i, product] of products.slice(1).entries())
      await ask(product.id, { email: `saraali+${i}@googlemail.com`, confirm: false })
    const sent = (await Promise.all(products.map((p) => confirmationsAbout(p.id)))).flat()
    expect(sent).toHaveLength(3)
  })

  it('finds a signed one-click unsubscribe in every back-in-stock e-mail, which ends all its requests', async () => {
    const admin = await makeUser('admin')
    const resend = {
      EMAIL_PROVIDER: 'resend',
      EMAIL_API_KEY: 're_test_key',
      EMAIL_API_URL: 'https://mail.fake',
      EMAIL_FROM: 'Shop <orders@shop.test>',
    }
    const fake = fakeService('https://mail.fake', () => Response.json({ id: 'email-1' }))
    const back = await makeProduct({ stock: 0 })
    const other = await makeProduct({ stock: 0 })
    await ask(back.id, { email: 'leaving@example.iq' })
    await ask(other.id, { email: 'leaving+2@example.iq' })
    await callApi('PUT', `/products/${back.id}`, {
      cookie: admin.cookie,
      body: { stock: 3 },
      settings: resend,
    })
    const sent = fake.calls.map((c) => JSON.parse(c.body) as Record<string, any>)
    const notice = sent.find((m) => m.tags[0].value === 'back-in-stock')!
    const url = /<(http:\/\/shop\.test\/api(\/stock-alerts\/unsubscribe\?[^>]+))>/.exec(
      notice.headers['List-Unsubscribe'],
    )!
    expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(notice.text).toContain(url[1])
    expect((await callApi('GET', url[2]!)).body).toContain('Unsubscribe')
    expect(await waiting(other.id)).toBe(1)
    // A mail client's one click: a form POST, no cookie, no Origin.
    const app = await callApi('POST', url[2]!, {
      headers: { Origin: '', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(app.status).toBe(200)
    expect(await waiting(other.id)).toBe(0)
    const tampered = url[2]!.replace(/key=\w+/, `key=${'0'.repeat(32)}`)
    expect((await callApi('POST', tampered)).status).toBe(400)
  })
})

async function waitingDemandOf(admin: { cookie: string }, productId: number) {
  const demand = await api('GET', '/stock-alerts/demand', { cookie: admin.cookie })
  return demand.body.data.find((d: { productId: number }) => d.productId === productId)
}
