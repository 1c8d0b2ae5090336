// Every bot command and reply of back-office §6 and §8, and who may use which: admins are the
// chats of TELEGRAM_ADMIN_CHAT_IDS, everyone else gets "Access denied" for admin commands.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { vehicleStatement } from '../../../seeds/seed-sql'
import { findProduct } from '../../../worker/db/queries/products'
import { translator } from '../../../worker/telegram/i18n'
import { CATEGORY_NAMES } from '../../../worker/domain/categories'
import { telegramSettings } from '../../../worker/telegram/settings'
import { readConfig } from '../../../worker/env'
import { stopShopClock } from '../clock'
import { db, makeProduct, makeUser, orderOf, unique } from '../helpers'
import {
  ADMIN_CHAT,
  BOT_USERNAME,
  SECOND_ADMIN_CHAT,
  SUPPORT_CHAT,
  telegram,
} from './fake-telegram'
import { converse, CUSTOMER_CHAT, deliver, messageTo, reply, textUpdate } from './updates'

const t = translator('en')

beforeEach(() => telegram.reset())

const productCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>())!.n
const productNamed = (name: string) =>
  env.DB.prepare('SELECT * FROM products WHERE name = ?').bind(name).first()

describe('/start and /help', () => {
  it('welcomes an admin and a customer differently', async () => {
    expect(await reply(ADMIN_CHAT, '/start')).toBe(t('welcome.admin'))
    expect(await reply(CUSTOMER_CHAT, '/start')).toBe(t('welcome.customer'))
  })

  it('lists the admin commands to admins only', async () => {
    expect(await reply(SECOND_ADMIN_CHAT, '/help')).toBe(t('help.admin'))
    expect(await reply(CUSTOMER_CHAT, '/help')).toBe(t('help.customer'))
    for (const command of [
      '/additem',
      '/edititem',
      '/removeitem',
      '/listorders',
      '/orderstats',
      '/uploadhelp',
      '/upload_items',
    ])
      expect(t('help.admin')).toContain(command)
  })

  it('replies without link previews, in plain text', async () => {
    await reply(ADMIN_CHAT, '/help')
    const [sent] = telegram.sent(ADMIN_CHAT)
    expect(sent!.link_preview_options).toEqual({ is_disabled: true })
    expect(sent!.parse_mode).toBeUndefined()
  })

  it('answers a command addressed to it by name, and ignores one addressed to another bot', async () => {
    expect(await reply(CUSTOMER_CHAT, `/help@${BOT_USERNAME}`)).toBe(t('help.customer'))
    expect(await converse(-4242, '/help@other_bot', { chatType: 'group' })).toEqual([])
  })
})

describe('admin-only commands', () => {
  it.each([
    '/additem',
    '/edititem 1001',
    '/removeitem 1001',
    '/listorders',
    '/orderstats',
    '/uploadhelp',
    '/upload_items',
  ])('%s answers a non-admin with access denied', async (command) => {
    expect(await reply(CUSTOMER_CHAT, command)).toBe(t('accessDenied'))
  })

  it('refuses a non-admin product data and forwards it as a message instead', async () => {
    const before = await productCount()
    expect(await reply(CUSTOMER_CHAT, '/additem\nName: Free Helmet\nPrice: 1')).toBe(
      t('accessDenied'),
    )
    expect(await reply(CUSTOMER_CHAT, 'Name: Free Helmet\nPrice: 1')).toBe(t('supportThanks'))
    expect(await productCount()).toBe(before)
  })

  it('answers /uploadhelp and /upload_items to admins', async () => {
    expect(await reply(ADMIN_CHAT, '/uploadhelp')).toBe(t('uploadHelp'))
    expect(await reply(ADMIN_CHAT, '/upload_items')).toBe(t('uploadItems'))
  })
})

describe('unknown commands and free text', () => {
  it('answers an unknown command the same way to everyone', async () => {
    expect(await reply(ADMIN_CHAT, '/discount 10')).toBe(t('unknownCommand'))
    expect(await reply(CUSTOMER_CHAT, '/whatever')).toBe(t('unknownCommand'))
  })

  it("forwards a customer's text to the support chat in Markdown and thanks them", async () => {
    const replies = await converse(CUSTOMER_CHAT, 'Do you have *chain* oil_10W?', {
      firstName: 'Zainab',
      username: 'zainab_k',
    })
    expect(replies).toEqual([t('supportThanks')])
    const [forwarded] = telegram.sent(SUPPORT_CHAT)
    expect(forwarded).toEqual({
      chat_id: SUPPORT_CHAT,
      text: [
        '💬 *Message from a Telegram user*',
        '',
        `*From:* Zainab @zainab\\_k (chat ${CUSTOMER_CHAT})`,
        '',
        'Do you have \\*chain\\* oil\\_10W?',
      ].join('\n'),
      parse_mode: 'Markdown',
      link_preview_options: { is_disabled: true },
    })
    expect(telegram.sent(ADMIN_CHAT)).toEqual([])
  })

  it('does not thank the customer when forwarding failed, so that Telegram retries the update', async () => {
    telegram.fail('sendMessage', { status: 400, description: 'Bad Request: chat not found' }, 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const update = textUpdate(CUSTOMER_CHAT, 'Is the shop open on Friday?')
    expect((await deliver(update)).status).toBe(500)
    logged.mockRestore()
    expect(telegram.textsTo(CUSTOMER_CHAT)).toEqual([])
    expect((await deliver(update)).status).toBe(200)
    expect(telegram.textsTo(CUSTOMER_CHAT)).toEqual([t('supportThanks')])
    expect(telegram.textsTo(SUPPORT_CHAT)).toHaveLength(2)
  })

  it('ignores chatter in groups', async () => {
    expect(await converse(-4242, 'nice bike', { chatType: 'group' })).toEqual([])
    expect(telegram.sent(SUPPORT_CHAT)).toEqual([])
  })

  it('keeps admin small talk out of the support chat', async () => {
    expect(await reply(ADMIN_CHAT, 'hello bot')).toBe(t('adminTextHint'))
    expect(telegram.sent(SUPPORT_CHAT)).toEqual([])
  })

  it('sends customers to the admin chats when no support chat is configured', () => {
    const settings = telegramSettings(readConfig({ ...env, TELEGRAM_SUPPORT_CHAT_ID: '' }))
    expect(settings!.supportChatIds).toEqual([ADMIN_CHAT, SECOND_ADMIN_CHAT])
  })
})

describe('/additem', () => {
  it('shows the template when the message has no Name: and Price: lines', async () => {
    expect(await reply(ADMIN_CHAT, '/additem')).toBe(
      t('productTemplate', { categories: CATEGORY_NAMES.join(', ') }),
    )
    expect(await reply(ADMIN_CHAT, '/additem\nName: Only a name')).toBe(
      t('productTemplate', { categories: CATEGORY_NAMES.join(', ') }),
    )
  })

  it('creates the product from every line, storing the price in whole dinars', async () => {
    const name = `Racing Helmet ${unique()}`
    const [answer] = await converse(
      ADMIN_CHAT,
      [
        '/additem',
        `Name: ${name}`,
        'Price: 150,000 IQD',
        'Category: helmets',
        'Description: Full-face, DOT certified',
        'Vents on top and chin.',
        'Stock: 12',
        'Original Price: 180000',
        'Sizes: S, M , L',
        'Compatibility: Universal',
      ].join('\n'),
    )
    const row = await productNamed(name)
    expect(row).toMatchObject({
      price: 150_000,
      original_price: 180_000,
      category: 'Helmets',
      description: 'Full-face, DOT certified\nVents on top and chin.',
      stock: 12,
      sizes: '["S","M","L"]',
      compatibility: 'Universal',
    })
    expect(answer).toContain('✅ Product added!')
    expect(answer).toContain(`ID: ${row!.id as number}`)
    expect(answer).toContain('Price: IQD\u00a0150,000')
    expect(answer).toContain(`Send an image with caption ${row!.id as number} to add a photo.`)
    // No Arabic name: the owner is told what Arabic readers see, and how to give one.
    expect(answer).toContain(
      `No Arabic name yet: shoppers reading Arabic see the English one. Add it with /edititem ${row!.id as number} and an Arabic Name: line.`,
    )
  })

  it('adds the product once when its reply fails and Telegram delivers the update again', async () => {
    const name = `Chain ${unique()}`
    const update = textUpdate(ADMIN_CHAT, `/additem\nName: ${name}\nPrice: 30000`)
    telegram.fail('sendMessage', { status: 502, description: 'Bad Gateway' }, 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = await deliver(update)
    expect(String(logged.mock.calls[0]?.[0])).toContain(`update ${update.update_id} failed`)
    logged.mockRestore()
    // The product was saved before the reply failed: the update is done, not to be redone.
    expect(await first.json()).toEqual({ success: true, data: { outcome: 'handled' } })
    const again = await deliver(update)
    expect(await again.json()).toEqual({ success: true, data: { outcome: 'duplicate' } })
    const { count } = (await env.DB.prepare('SELECT COUNT(*) AS count FROM products WHERE name = ?')
      .bind(name)
      .first<{ count: number }>())!
    expect(count).toBe(1)
  })

  it('answers "Error processing product data" when the database refuses the product', async () => {
    // A real refusal from D1: a trigger that aborts this one insert.
    await env.DB.exec(
      "CREATE TRIGGER refuse_boom BEFORE INSERT ON products WHEN NEW.name = 'Boom Box' BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await reply(ADMIN_CHAT, '/additem\nName: Boom Box\nPrice: 10')).toBe(
        t('productDataError'),
      )
      expect(String(logged.mock.calls[0]?.[0])).toBe('bot: adding a product failed')
    } finally {
      logged.mockRestore()
      await env.DB.exec('DROP TRIGGER refuse_boom')
    }
    expect(await productNamed('Boom Box')).toBeNull()
  })

  it('puts a product without a Category: line in Accessories', async () => {
    const name = `Mirror ${unique()}`
    await reply(ADMIN_CHAT, `/additem\nName: ${name}\nPrice: 9990`)
    expect(await productNamed(name)).toMatchObject({
      category: 'Accessories',
      price: 9990,
      stock: 0,
    })
  })

  it('takes an admin message with Name: and Price: lines as product data without the command', async () => {
    const name = `Grips ${unique()}`
    expect(await reply(ADMIN_CHAT, `Name: ${name}\nPrice: 20000\nCategory: Accessories`)).toContain(
      '✅ Product added!',
    )
    expect(await productNamed(name)).toMatchObject({ price: 20_000 })
  })

  it.each([
    ['Price: cheap', 'Error processing product data (Price): '],
    ['Price: -5', 'Error processing product data (Price): '],
    [
      'Price: 9.99',
      'Error processing product data (Price): Amounts are whole Iraqi dinars, without fractions',
    ],
    [
      'Price: 180000\nOriginal Price: 200000.5',
      'Error processing product data (Original Price): Amounts are whole Iraqi dinars, without fractions',
    ],
    [
      'Price: 100\nCategory: Bicycles',
      'Error processing product data (Category): Use one of Helmets, Engine Parts, Braking System, Electrical, Tires & Wheels, Accessories',
    ],
    ['Price: 100\nStock: 2.5', 'Error processing product data (Stock): '],
  ])('refuses invalid data (%s) and creates nothing', async (lines, error) => {
    const before = await productCount()
    expect(await reply(ADMIN_CHAT, `/additem\nName: Bad ${unique()}\n${lines}`)).toContain(error)
    expect(await productCount()).toBe(before)
  })
})

describe('/edititem', () => {
  it('asks for the product id', async () => {
    expect(await reply(ADMIN_CHAT, '/edititem')).toBe(t('editNeedsId'))
    expect(await reply(ADMIN_CHAT, '/edititem helmet')).toBe(t('editNeedsId'))
  })

  it('says when the product does not exist', async () => {
    expect(await reply(ADMIN_CHAT, '/edititem 99999999')).toBe('Product 99999999 not found.')
  })

  it('shows the product and how to change it', async () => {
    const product = await makeProduct({ name: 'Spark Plug', price: 5000, stock: 3 })
    const answer = await reply(ADMIN_CHAT, `/edititem ${product.id}`)
    expect(answer).toContain(`ID: ${product.id}\nName: Spark Plug\nPrice: IQD\u00a05,000`)
    expect(answer).toContain(`/edititem ${product.id}\nPrice: 120000\nStock: 5`)
  })

  it('changes only the lines sent', async () => {
    const product = await makeProduct({
      name: 'Oil Filter',
      price: 8000,
      stock: 3,
      description: 'Keeps oil clean',
    })
    const answer = await reply(ADMIN_CHAT, `/edititem ${product.id}\nPrice: 7500\nStock: 0`)
    expect(answer).toContain('✅ Product updated!')
    expect(await findProduct(db(), product.id)).toMatchObject({
      name: 'Oil Filter',
      price: 7_500,
      stock: 0,
      description: 'Keeps oil clean',
    })
  })

  it('refuses an invalid change and keeps the product', async () => {
    const product = await makeProduct({ price: 8000 })
    expect(await reply(ADMIN_CHAT, `/edititem ${product.id}\nPrice: free`)).toContain(
      'Error processing product data (Price)',
    )
    expect((await findProduct(db(), product.id))!.price).toBe(8_000)
  })
})

describe('/removeitem', () => {
  it('asks for the product id', async () => {
    expect(await reply(ADMIN_CHAT, '/removeitem')).toBe(t('removeNeedsId'))
    expect(await reply(ADMIN_CHAT, '/removeitem x1')).toBe(t('removeNeedsId'))
  })

  it('says when the product does not exist', async () => {
    expect(await reply(ADMIN_CHAT, '/removeitem 99999999')).toBe('Product 99999999 not found.')
  })

  it('asks for the exact phrase, and removes the product on it', async () => {
    const product = await makeProduct({ name: 'Old Chain' })
    expect(await reply(ADMIN_CHAT, `/removeitem ${product.id}`)).toBe(
      `⚠️ Remove product ${product.id} (Old Chain)?\n\nReply CONFIRM REMOVE ${product.id} to remove it, or CANCEL to keep it.`,
    )
    expect(await findProduct(db(), product.id)).toBeDefined()
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${product.id}`)).toBe(
      `🗑️ Product ${product.id} removed.`,
    )
    expect(await findProduct(db(), product.id)).toBeUndefined()
    // The confirmation is used up.
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${product.id}`)).toContain(
      'is waiting for confirmation',
    )
  })

  it('keeps the product on the cancel word', async () => {
    const product = await makeProduct()
    await reply(ADMIN_CHAT, `/removeitem ${product.id}`)
    expect(await reply(ADMIN_CHAT, 'cancel')).toBe(
      `Removal cancelled. Product ${product.id} was kept.`,
    )
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${product.id}`)).toBe(
      `No removal of product ${product.id} is waiting for confirmation. Send /removeitem ${product.id} first.`,
    )
    expect(await findProduct(db(), product.id)).toBeDefined()
    expect(await reply(ADMIN_CHAT, 'CANCEL')).toBe('Nothing to cancel.')
  })

  it('removes nothing on a phrase that is not exact or names another product', async () => {
    const product = await makeProduct()
    const other = await makeProduct()
    await reply(ADMIN_CHAT, `/removeitem ${product.id}`)
    expect(await reply(ADMIN_CHAT, `confirm remove ${product.id}`)).toBe(t('adminTextHint'))
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${product.id} please`)).toBe(t('adminTextHint'))
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${other.id}`)).toContain(
      'is waiting for confirmation',
    )
    expect(await findProduct(db(), product.id)).toBeDefined()
    expect(await findProduct(db(), other.id)).toBeDefined()
  })

  it("does not take one admin chat's confirmation for another's request", async () => {
    const product = await makeProduct()
    await reply(ADMIN_CHAT, `/removeitem ${product.id}`)
    expect(await reply(SECOND_ADMIN_CHAT, `CONFIRM REMOVE ${product.id}`)).toContain(
      'is waiting for confirmation',
    )
    expect(await findProduct(db(), product.id)).toBeDefined()
  })

  it('refuses a confirmation that comes more than 10 minutes late', async () => {
    const product = await makeProduct()
    await reply(ADMIN_CHAT, `/removeitem ${product.id}`)
    const eleventhMinute = new Date(Date.now() - 11 * 60 * 1000).toISOString()
    await env.DB.prepare('UPDATE telegram_pending_removals SET created_at = ? WHERE chat_id = ?')
      .bind(eleventhMinute, ADMIN_CHAT)
      .run()
    expect(await reply(ADMIN_CHAT, `CONFIRM REMOVE ${product.id}`)).toContain(
      'is waiting for confirmation',
    )
    expect(await findProduct(db(), product.id)).toBeDefined()
  })

  it('keeps the request across deliveries (it lives in D1, not in memory)', async () => {
    const product = await makeProduct()
    await reply(ADMIN_CHAT, `/removeitem ${product.id}`)
    const row = await env.DB.prepare(
      'SELECT product_id FROM telegram_pending_removals WHERE chat_id = ?',
    )
      .bind(ADMIN_CHAT)
      .first()
    expect(row).toEqual({ product_id: product.id })
  })
})

describe('/listorders and /orderstats', () => {
  it('lists the 10 most recent orders, newest first', async () => {
    // Two customers: one account may place 10 orders a minute.
    const customers = [await makeUser(), await makeUser()]
    const product = await makeProduct({ stock: 100, price: 1000 })
    const ids: string[] = []
    // A millisecond between orders on the shop's clock: "newest first" is one order.
    const clock = stopShopClock()
    for (let i = 0; i < 11; i++) {
      ids.push((await orderOf(customers[i % 2]!, [{ id: product.id, quantity: 1 }])).id)
      clock.advance(1)
    }
    // Their messages to the admin chats leave through the queue: wait for them all, so that none
    // arrives during this or a later test's exchange and is taken for a reply.
    for (const id of ids) await messageTo(ADMIN_CHAT, (text) => text.includes(id))
    const answer = await reply(ADMIN_CHAT, '/listorders')
    expect(answer).toMatch(/^📋 The 10 most recent orders:/)
    const listed = [...answer.matchAll(/^\d+\. (\S+) — (\w+)$/gm)].map((m) => m[1])
    expect(listed).toEqual(ids.slice(1).reverse())
    // 1,000 + delivery 5,000 (below 150,000) + 8% tax 80, paid by card (no fee).
    expect(answer).toContain('   Ali Hassan — IQD\u00a06,080')
  })

  it('gives the order statistics', async () => {
    const answer = await reply(ADMIN_CHAT, '/orderstats')
    const all = (await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())!.n
    expect(answer).toMatch(
      /^📊 Order statistics\n\nToday: \d+ orders, IQD\u00a0[\d,]+ \(average IQD\u00a0[\d,]+\)/,
    )
    expect(answer).toContain('By status:\nAwaiting payment: ')
    expect(answer).toContain('\nPending: ')
    expect(answer).toContain('\nCancelled: ')
    expect(answer).toContain(`All time: ${all} orders`)
    expect(answer).toMatch(/\n\n(Messages: none failed|⚠️ Messages: \d+ failed)/)
  })

  it('says how many messages failed', async () => {
    await env.DB.prepare(
      "INSERT INTO outbox (channel, kind, payload, status, created_at) VALUES ('email', 'order-confirmation', '{}', 'failed', ?), ('sms', 'cod-sms', '{}', 'failed', ?)",
    )
      .bind(new Date().toISOString(), new Date().toISOString())
      .run()
    const failed = (await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE status = 'failed'",
    ).first<{ n: number }>())!.n
    expect(await reply(ADMIN_CHAT, '/orderstats')).toContain(
      `⚠️ Messages: ${failed} failed (e-mail, Telegram or SMS): see Deliveries in the dashboard`,
    )
  })

  it('reports a database failure with the spec message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await env.DB.prepare('ALTER TABLE orders RENAME TO orders_away').run()
    try {
      expect(await reply(ADMIN_CHAT, '/listorders')).toBe('Error fetching orders')
      expect(await reply(ADMIN_CHAT, '/orderstats')).toBe('Error fetching statistics')
    } finally {
      await env.DB.prepare('ALTER TABLE orders_away RENAME TO orders').run()
      logged.mockRestore()
    }
  })
})

describe('Compatibility: lines become fitment rows', () => {
  beforeEach(async () => {
    await env.DB.prepare(vehicleStatement()).run()
  })

  it('adds the rows it understood and says what it kept as text', async () => {
    const name = `Brake Pads ${unique()}`
    const [answer] = await converse(
      ADMIN_CHAT,
      [
        '/additem',
        `Name: ${name}`,
        'Price: 45000',
        'Category: Braking System',
        'Compatibility: Honda CBR600RR 2007-2020, CB650R; Ducati Monster 2021',
      ].join('\n'),
    )
    expect(answer).toContain('🏍 Fits: Honda CBR600RR 2007-2020; Honda CB650R all years')
    expect(answer).toContain('Kept as text only: Ducati Monster 2021')
    const id = (await productNamed(name))!.id as number
    const rows = await env.DB.prepare(
      'SELECT vehicle_id, year_from, year_to FROM product_fitments WHERE product_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
    expect(rows.results).toEqual([
      { vehicle_id: 1, year_from: 2007, year_to: 2020 },
      { vehicle_id: expect.any(Number), year_from: null, year_to: null },
    ])
    // An edit of the line replaces the rows.
    const [edited] = await converse(ADMIN_CHAT, `/edititem ${id}\nCompatibility: Universal`)
    expect(edited).toContain('🏍 Fits: every motorcycle (universal)')
    const after = await env.DB.prepare(
      'SELECT vehicle_id FROM product_fitments WHERE product_id = ?',
    )
      .bind(id)
      .all()
    expect(after.results).toEqual([{ vehicle_id: null }])
  })
})
