// A fake Telegram Bot API at the test TELEGRAM_API_URL: every fetch the worker makes there is
// answered here and recorded. Installed for every worker test file (test/worker/setup.ts), so
// order and support notifications never leave the test runtime.
export const TELEGRAM_API = 'http://telegram.test'
export const BOT_TOKEN = '123456:test-bot-token'
export const WEBHOOK_SECRET = 'test-webhook-secret'
export const ADMIN_CHAT = 1001
export const SECOND_ADMIN_CHAT = 1002
export const SUPPORT_CHAT = -1009
export const BOT_USERNAME = 'moto_shop_bot'

export interface BotApiCall {
  method: string
  params: Record<string, any>
}

interface StoredFile {
  bytes: Uint8Array
  /** What getFile reports; defaults to the byte length. */
  size?: number
}

type Failure =
  'network' | { status: number; description: string; parameters?: { retry_after?: number } }

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

class FakeTelegram {
  calls: BotApiCall[] = []
  /** The calls Telegram answered with success, oldest first. */
  succeeded: BotApiCall[] = []
  files = new Map<string, StoredFile>()
  pendingUpdates: { update_id: number }[] = []
  webhook = { url: '', secret: '' }
  private failures = new Map<string, { failure: Failure; times: number }>()
  private holds = new Map<string, Promise<void>>()
  private messageId = 1

  reset() {
    this.calls = []
    this.succeeded = []
    this.files.clear()
    this.pendingUpdates = []
    this.webhook = { url: '', secret: '' }
    this.failures.clear()
    this.holds.clear()
  }

  /** The next `times` calls of `method` fail (a network error or a Bot API error). */
  fail(method: string, failure: Failure, times = Number.POSITIVE_INFINITY) {
    this.failures.set(method, { failure, times })
  }

  /** Calls of `method` succeed again. */
  recover(method: string) {
    this.failures.delete(method)
  }

  /** Calls of `method` wait until the returned function is called. */
  hold(method: string): () => void {
    let release!: () => void
    this.holds.set(method, new Promise((resolve) => (release = resolve)))
    return () => {
      this.holds.delete(method)
      release()
    }
  }

  sent(chatId?: number) {
    return this.calls
      .filter(
        (c) => c.method === 'sendMessage' && (chatId === undefined || c.params.chat_id === chatId),
      )
      .map(
        (c) =>
          c.params as {
            chat_id: number
            text: string
            parse_mode?: string
            link_preview_options?: any
            reply_markup?: unknown
          },
      )
  }

  /** The texts the bot sent to a chat, oldest first. */
  textsTo(chatId: number): string[] {
    return this.sent(chatId).map((m) => m.text)
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const file = url.pathname.match(/^\/file\/bot([^/]+)\/(.+)$/)
    if (file) {
      if (file[1] !== BOT_TOKEN) return new Response('Unauthorized', { status: 401 })
      const stored = this.files.get(decodeURIComponent(file[2]!).replace(/^files\//, ''))
      return stored ? new Response(stored.bytes) : new Response('Not found', { status: 404 })
    }
    const call = url.pathname.match(/^\/bot([^/]+)\/(\w+)$/)
    if (!call) return json({ ok: false, error_code: 404, description: 'Not Found' }, 404)
    if (call[1] !== BOT_TOKEN)
      return json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401)
    const method = call[2]!
    const text = await request.text()
    const params = text ? JSON.parse(text) : Object.fromEntries(url.searchParams)
    this.calls.push({ method, params })
    await this.holds.get(method)
    const failing = this.failures.get(method)
    if (failing && failing.times > 0) {
      failing.times--
      if (failing.failure === 'network') throw new TypeError('fetch failed')
      const { status, description, parameters } = failing.failure
      return json({ ok: false, error_code: status, description, parameters }, status)
    }
    this.succeeded.push({ method, params })
    return json({ ok: true, result: this.result(method, params) })
  }

  private result(method: string, params: Record<string, any>): unknown {
    switch (method) {
      case 'getMe':
        return { id: 123456, is_bot: true, first_name: 'Moto Shop', username: BOT_USERNAME }
      case 'sendMessage':
        return {
          message_id: this.messageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: params.chat_id, type: 'private' },
          text: params.text,
        }
      case 'getFile': {
        const stored = this.files.get(params.file_id)
        return {
          file_id: params.file_id,
          file_unique_id: `u-${params.file_id}`,
          file_size: stored?.size ?? stored?.bytes.byteLength,
          file_path: `files/${params.file_id}`,
        }
      }
      case 'setWebhook':
        this.webhook = { url: params.url, secret: params.secret_token ?? '' }
        return true
      case 'deleteWebhook':
        this.webhook = { url: '', secret: '' }
        return true
      case 'getWebhookInfo':
        return { url: this.webhook.url, has_custom_certificate: false, pending_update_count: 0 }
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0)
        return this.pendingUpdates.filter((u) => u.update_id >= offset)
      }
      default:
        return true
    }
  }
}

// One fake per isolate, shared by every module instance that imports this file.
const SHARED = Symbol.for('fake-telegram')
const shared = globalThis as typeof globalThis & { [SHARED]?: FakeTelegram }
export const telegram: FakeTelegram = shared[SHARED] ?? installFake()

function installFake(): FakeTelegram {
  const fake = new FakeTelegram()
  shared[SHARED] = fake
  const realFetch = globalThis.fetch
  // Replaced, not spied on: a test's vi.restoreAllMocks() must not take the fake away.
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return url.startsWith(`${TELEGRAM_API}/`)
      ? fake.handle(new Request(input, init))
      : realFetch(input, init)
  }
  return fake
}
