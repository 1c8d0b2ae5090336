// /admin/telegram-test: the developers' bot tool (back-office §2), admins only and in English.
// Sends the online, offline and reconnected messages or a custom text (non-empty after trimming)
// to the admin chats, with a status panel refreshed every 2 s.
import { useId, useState } from 'react'
import type { TestMessageKind } from '@schemas/telegram'
import { AdminOnly } from '@/components/layouts/admin-only'
import { errorText } from '@/components/admin/admin-format'
import { useTelegramStatus } from './api/get-telegram-status'
import { useSendTestMessage } from './api/send-test-message'
import './telegram-test.css'

const QUICK_MESSAGES: { kind: Exclude<TestMessageKind, 'custom'>; label: string }[] = [
  { kind: 'online', label: 'Send Online Message' },
  { kind: 'offline', label: 'Send Offline Message' },
  { kind: 'reconnected', label: 'Send Reconnected Message' },
]

type Outcome = { ok: true; text: string } | { ok: false; text: string }

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-GB') : '—')
const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'never')

function StatusPanel() {
  const status = useTelegramStatus()
  if (status.isPending) return <p className="muted">Loading status…</p>
  if (status.isError)
    return (
      <p className="telegram-test__error" role="alert">
        Could not load the status: {errorText(status.error)}
      </p>
    )
  const s = status.data
  const rows: [string, string][] = [
    [
      'Bot',
      s.configured
        ? s.bot
          ? `@${s.bot.username} (${s.bot.name})`
          : 'configured'
        : 'not configured (TELEGRAM_BOT_TOKEN)',
    ],
    ['Webhook', s.webhook ? s.webhook.url || 'not set (local polling or not registered yet)' : '—'],
    ['Webhook secret', s.webhookSecretSet ? 'set' : 'missing (TELEGRAM_WEBHOOK_SECRET)'],
    ['Pending updates', s.webhook ? String(s.webhook.pendingUpdates) : '—'],
    [
      'Last delivery error',
      s.webhook?.lastError ? `${s.webhook.lastError} (${dateTime(s.webhook.lastErrorAt)})` : 'none',
    ],
    ['Admin chats', String(s.adminChats)],
    ['Customer messages go to', s.ownSupportChat ? 'the support chat' : 'the admin chats'],
    ['Updates handled (7 days)', String(s.updates.handled)],
    ['Last update handled', dateTime(s.updates.lastHandledAt)],
  ]
  return (
    <>
      <dl className="telegram-test__status">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {s.telegramError && (
        <p className="telegram-test__error" role="alert">
          Telegram: {s.telegramError}
        </p>
      )}
      <p className="muted small">Updated {time(s.checkedAt)}; refreshes every 2 seconds.</p>
    </>
  )
}

function TelegramTest() {
  const id = useId()
  const send = useSendTestMessage()
  const [custom, setCustom] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const sendMessage = (kind: TestMessageKind, text?: string) => {
    setOutcome(null)
    send.mutate(
      { kind, text },
      {
        onSuccess: (result) => {
          setOutcome({
            ok: true,
            text: `Message sent to ${result.sentTo} admin chat(s): ${result.text}`,
          })
          if (kind === 'custom') setCustom('')
        },
        onError: (error) =>
          setOutcome({ ok: false, text: `Failed to send message: ${error.message}` }),
      },
    )
  }

  const onCustom = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The button stays disabled until the message has more than spaces.
    if (custom.trim()) sendMessage('custom', custom.trim())
  }

  return (
    <div className="container narrow telegram-test">
      <h1>Telegram Bot Test</h1>
      <p className="muted">
        Sends messages through the shop&apos;s bot to the admin chats (TELEGRAM_ADMIN_CHAT_IDS), as
        plain text.
      </p>

      <section className="telegram-test__card" aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`}>Bot status</h2>
        <StatusPanel />
      </section>

      <section className="telegram-test__card" aria-labelledby={`${id}-quick`}>
        <h2 id={`${id}-quick`}>Status messages</h2>
        <div className="telegram-test__actions">
          {QUICK_MESSAGES.map(({ kind, label }) => (
            <button
              key={kind}
              type="button"
              className="btn btn-outline"
              disabled={send.isPending}
              onClick={() => sendMessage(kind)}
            >
              {label}
            </button>
          ))}
        </div>
      </section>

      <form
        className="telegram-test__card"
        onSubmit={onCustom}
        noValidate
        aria-labelledby={`${id}-custom`}
      >
        <h2 id={`${id}-custom`}>Custom message</h2>
        <label className="field">
          <span>Message</span>
          <textarea
            rows={4}
            maxLength={4000}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={send.isPending || !custom.trim()}
        >
          {send.isPending ? 'Sending…' : 'Send Custom Message'}
        </button>
      </form>

      {outcome && (
        <p
          className={outcome.ok ? 'telegram-test__success' : 'telegram-test__error'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
    </div>
  )
}

export default function TelegramTestPage() {
  return (
    <AdminOnly>
      <TelegramTest />
    </AdminOnly>
  )
}
