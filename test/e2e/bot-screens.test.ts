// Pictures of the bot's main replies in Arabic and of the morning briefing in both languages (only
// with SCREENSHOTS=1; test/worker/bot/arabic.test.ts and test/worker/briefing.test.ts check the
// same replies in `npm test`). The shop under `wrangler dev` talks to a fake Bot API here; what it
// sends is drawn as a Telegram chat and photographed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage, PHONE, screenshot, takingScreenshots } from './browser'
import { baseURL, ownShop } from './own-shop'
import { DEMO, signInByApi } from './shop'

const TOKEN = '123456:screens'
const SECRET = 'screens-secret'
const ADMIN = 1001
const CUSTOMER = 5005

type Keyboard = { text: string }[][]
interface ChatLine {
  chatId: number
  from: 'bot' | 'user'
  text: string
  markdown?: boolean
  keyboard?: Keyboard
}

/** Everything said in each chat, in order: the users' messages and the bot's. */
const chat: ChatLine[] = []

/** The Bot API calls the shop makes, answered as Telegram would. */
function fakeBotApi(): Server {
  let messageId = 1
  return createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const method = /\/bot[^/]+\/(\w+)$/.exec(request.url ?? '')?.[1]
      const params = body ? (JSON.parse(body) as Record<string, any>) : {}
      const reply = (result: unknown) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify({ ok: true, result }))
      }
      if (method === 'getMe') {
        reply({ id: 123456, is_bot: true, first_name: 'Moto Shop', username: 'moto_bot' })
        return
      }
      if (method === 'sendMessage') {
        chat.push({
          chatId: params.chat_id,
          from: 'bot',
          text: params.text,
          markdown: params.parse_mode === 'Markdown',
          keyboard: params.reply_markup?.inline_keyboard,
        })
        reply({
          message_id: messageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: params.chat_id, type: 'private' },
          text: params.text,
        })
        return
      }
      reply(true)
    })
  })
}

let server: Server
let updateId = 1

/** A message from a user with an Arabic (or `language`) Telegram, posted to the shop's webhook as
 * Telegram would. */
async function say(chatId: number, text: string, language = 'ar') {
  chat.push({ chatId, from: 'user', text })
  const command = /^\/\w+/.exec(text)
  const from = { id: chatId, is_bot: false, first_name: 'علي', language_code: language }
  const response = await fetch(`${baseURL()}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': SECRET },
    body: JSON.stringify({
      update_id: updateId++,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: from.first_name },
        from,
        text,
        ...(command && {
          entities: [{ type: 'bot_command', offset: 0, length: command[0].length }],
        }),
      },
    }),
  })
  expect(response.status).toBe(200)
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Legacy Markdown as Telegram draws it: *bold*, and the escapes removed. */
const markdown = (text: string) =>
  escapeHtml(text)
    .replace(/(^|[^\\])\*([^*]+)\*/g, '$1<b>$2</b>')
    .replace(/\\([_*`[])/g, '$1')

function chatPage(title: string, lines: ChatLine[], dir: 'rtl' | 'ltr' = 'rtl'): string {
  const bubbles = lines.map((line) => {
    const text = line.markdown ? markdown(line.text) : escapeHtml(line.text)
    const keyboard = (line.keyboard ?? [])
      .map(
        (row) =>
          `<div class="row">${row.map((b) => `<span>${escapeHtml(b.text)}</span>`).join('')}</div>`,
      )
      .join('')
    // Each line in its own direction, as Telegram writes a message mixing Arabic and Latin.
    return `<div class="${line.from}"><div class="bubble" dir="auto">${text}</div>${keyboard}</div>`
  })
  return `<!doctype html><html lang="${dir === 'rtl' ? 'ar' : 'en'}" dir="${dir}"><head><meta charset="utf-8"><style>
    body { margin: 0; font: 15px/1.45 system-ui, 'Noto Sans Arabic', sans-serif; background: #9bbf8f; }
    header { background: #517da2; color: #fff; padding: 12px 16px; font-weight: 600; }
    main { display: flex; flex-direction: column; gap: 8px; padding: 12px; }
    .bot, .user { max-width: 85%; }
    .user { align-self: flex-end; }
    .bubble { white-space: pre-wrap; unicode-bidi: plaintext; text-align: start; padding: 8px 12px; border-radius: 12px; background: #fff; }
    .user .bubble { background: #effdde; }
    .row { display: flex; gap: 4px; margin-top: 4px; }
    .row span { flex: 1; text-align: center; padding: 8px; border-radius: 8px;
      background: rgb(0 0 0 / 0.25); color: #fff; font-weight: 600; }
  </style></head><body><header>${escapeHtml(title)}</header><main>${bubbles.join('')}</main></body></html>`
}

describe.runIf(takingScreenshots)("the bot's replies in Arabic", () => {
  let browser: Browser
  beforeAll(async () => {
    server = fakeBotApi()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    browser = await launch()
  })
  if (takingScreenshots)
    ownShop({
      vars: () => ({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_ADMIN_CHAT_IDS: String(ADMIN),
      }),
    })
  afterAll(async () => {
    await browser.close()
    server.close()
  })

  it('draws the admin chat and a customer chat', async () => {
    const page = await newPage(browser, PHONE)
    // The admin speaks first: the shop then knows the admin chat's language for the order message.
    await say(ADMIN, '/start')
    // A cash-on-delivery order, so that its message comes with the confirmation buttons.
    await signInByApi(page, DEMO)
    const products = await (await page.context().request.get('/api/products?limit=20')).json()
    const list = (products.data?.products ?? products.data) as { id: number; sizes: string[] }[]
    const product = list.find((p) => p.sizes.length === 0)!
    const order = await page.context().request.post('/api/orders', {
      headers: { Origin: baseURL() },
      data: {
        items: [{ id: product.id, quantity: 2 }],
        shippingInfo: {
          firstName: 'علي',
          lastName: 'حسن',
          email: 'ali@example.iq',
          phone: '+964 780 222 3344',
          governorate: 'baghdad',
          city: 'الكرادة',
          area: 'عرصات الهندية، شارع 52، دار 14',
          landmark: 'قرب ساحة كهرمانة',
        },
        paymentInfo: { method: 'cod' },
      },
    })
    expect(order.status(), await order.text()).toBe(201)
    const orderId = ((await order.json()) as { data: { id: string } }).data.id
    await expect
      .poll(() => chat.some((l) => l.chatId === ADMIN && l.text.includes(orderId)), {
        timeout: 30_000,
      })
      .toBe(true)

    for (const text of ['مساعدة', 'الطلبات', '/orderstats', '/language']) await say(ADMIN, text)
    await say(CUSTOMER, '/start')
    await say(CUSTOMER, 'هل عندكم سلسلة لدراجة هوندا CG125؟')

    await page.setContent(
      chatPage(
        'بوت بغداد موتو بارتس — المشرف',
        chat.filter((l) => l.chatId === ADMIN),
      ),
    )
    await screenshot(page, 'bot-ar-admin')
    await page.setContent(
      chatPage(
        'بوت بغداد موتو بارتس — زبون',
        chat.filter((l) => l.chatId === CUSTOMER),
      ),
    )
    await screenshot(page, 'bot-ar-customer')
  })

  it('draws the morning briefing (/today) in English and in Arabic', async () => {
    const page = await newPage(browser, PHONE)
    for (const [language, title, dir] of [
      ['en', 'Baghdad Moto Parts bot — admin', 'ltr'],
      ['ar', 'بوت بغداد موتو بارتس — المشرف', 'rtl'],
    ] as const) {
      const from = chat.length
      await say(ADMIN, '/today', language)
      await page.setContent(chatPage(title, chat.slice(from), dir))
      await screenshot(page, `briefing-${language}`)
    }
  })
})
