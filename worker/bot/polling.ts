// The local polling runner (back-office §4, §9): getUpdates with offset and timeout 10 every
// 2 s, each new update handed to `forward` (the worker's own webhook, so the same handler and
// update log run), seen ids remembered up to 1000 and trimmed by 500. It says online once when
// it starts and offline when it stops. Runs in Node (npm run bot:poll) and in tests.
import type { Api } from 'grammy'
import type { Update } from 'grammy/types'
import { BOT_LANGUAGES, translator } from '../telegram/i18n'
import { BOT_UPDATES } from './webhook-setup'

export const POLL_INTERVAL_MS = 2000
export const LONG_POLL_TIMEOUT_S = 10
export const SEEN_CAP = 1000
export const SEEN_TRIM = 500

/** Update ids already handed on, oldest first; over the cap the oldest SEEN_TRIM are forgotten. */
/** The runner has no database to read each admin chat's language from: it says it in both. */
export const pollingStatus = (kind: 'online' | 'offline') =>
  BOT_LANGUAGES.map((language) => translator(language)(`status.${kind}`)).join('\n')

export class SeenUpdates {
  private ids = new Set<number>()

  has(id: number) {
    return this.ids.has(id)
  }

  add(id: number) {
    this.ids.add(id)
    if (this.ids.size <= SEEN_CAP) return
    let dropped = 0
    for (const old of this.ids) {
      if (dropped++ === SEEN_TRIM) break
      this.ids.delete(old)
    }
  }

  get size() {
    return this.ids.size
  }
}

export interface PollingOptions {
  api: Api
  adminChatIds: number[]
  /** Hands the update to the handler; throws when it was not handled. */
  forward: (update: Update) => Promise<void>
  log?: (message: string, error?: unknown) => void
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

const abortableWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

export class PollingRunner {
  readonly seen = new SeenUpdates()
  offset = 0
  private stopping = new AbortController()
  private loop: Promise<void> | null = null

  constructor(private readonly options: PollingOptions) {}

  private log(message: string, error?: unknown) {
    ;(this.options.log ?? console.log)(message, error)
  }

  /** One getUpdates round. Errors are logged and the next round carries on (§8). */
  async pollOnce(): Promise<void> {
    let updates: Update[]
    try {
      updates = await this.options.api.getUpdates(
        { offset: this.offset, timeout: LONG_POLL_TIMEOUT_S, allowed_updates: BOT_UPDATES },
        // grammY's Node typings name their own AbortSignal polyfill; the runtime one works.
        this.stopping.signal as Parameters<Api['getUpdates']>[1],
      )
    } catch (error) {
      if (!this.stopping.signal.aborted) this.log('polling: getUpdates failed', error)
      return
    }
    for (const update of updates) {
      if (!this.seen.has(update.update_id)) {
        try {
          await this.options.forward(update)
        } catch (error) {
          // The offset stays here, so the next round asks Telegram for this update again.
          this.log(`polling: update ${update.update_id} was not handled`, error)
          return
        }
        this.seen.add(update.update_id)
      }
      this.offset = update.update_id + 1
    }
  }

  private async send(text: string) {
    const { api, adminChatIds } = this.options
    const results = await Promise.allSettled(
      adminChatIds.map((chatId) => api.sendMessage(chatId, text)),
    )
    for (const result of results)
      if (result.status === 'rejected') this.log('polling: status message failed', result.reason)
  }

  /** A call, not a field read: stop() may come while a poll is awaited. */
  private stopped(): boolean {
    return this.stopping.signal.aborted
  }

  /** Says online, then polls every POLL_INTERVAL_MS until stop(). */
  async start(): Promise<void> {
    if (this.loop) return
    await this.send(pollingStatus('online'))
    const wait = this.options.wait ?? abortableWait
    this.loop = (async () => {
      while (!this.stopped()) {
        await this.pollOnce()
        if (!this.stopped()) await wait(POLL_INTERVAL_MS, this.stopping.signal)
      }
    })()
  }

  /** Ends polling (an open getUpdates is aborted) and says offline. */
  async stop(): Promise<void> {
    if (!this.loop || this.stopping.signal.aborted) return
    this.stopping.abort()
    await this.loop
    await this.send(pollingStatus('offline'))
  }
}
