// /admin/telegram-test: the developers' bot tool (back-office §2), admins only, in the admin's language.
// Sends the online, offline and reconnected messages or a custom text (non-empty after trimming)
// to the admin chats, with a status panel refreshed every 2 s.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { testMessageSchema, type TestMessageKind } from '@schemas/telegram'
import { AdminOnly } from '@/components/layouts/admin-only'
import { clock, count, dateTime, errorText } from '@/components/admin/admin-format'
import { FieldProblem, useSchemaForm } from '@/components/admin/schema-form'
import { useTelegramStatus } from './api/get-telegram-status'
import { useSendTestMessage } from './api/send-test-message'
import './telegram-test.css'

const QUICK_MESSAGES: Exclude<TestMessageKind, 'custom'>[] = ['online', 'offline', 'reconnected']

type Outcome = { ok: true; text: string } | { ok: false; text: string }

function StatusPanel() {
  const { t } = useTranslation('admin-tools', { keyPrefix: 'telegram' })
  const when = (iso: string | null) => (iso ? dateTime(iso) : t('never'))
  const status = useTelegramStatus()
  if (status.isPending) return <p className="muted">{t('loadingStatus')}</p>
  if (status.isError)
    return (
      <p className="telegram-test__error" role="alert">
        {t('statusFailed', { error: errorText(status.error) })}
      </p>
    )
  const s = status.data
  const rows: [string, string][] = [
    [
      t('row.bot'),
      s.configured
        ? s.bot
          ? `@${s.bot.username} (${s.bot.name})`
          : t('configured')
        : t('notConfigured'),
    ],
    [t('row.webhook'), s.webhook ? s.webhook.url || t('webhookNotSet') : '—'],
    [t('row.secret'), s.webhookSecretSet ? t('secretSet') : t('secretMissing')],
    [t('row.pending'), s.webhook ? count(s.webhook.pendingUpdates) : '—'],
    [
      t('row.lastError'),
      s.webhook?.lastError ? `${s.webhook.lastError} (${when(s.webhook.lastErrorAt)})` : t('none'),
    ],
    [t('row.adminChats'), count(s.adminChats)],
    [t('row.customerMessages'), s.ownSupportChat ? t('supportChat') : t('adminChats')],
    [t('row.handled'), count(s.updates.handled)],
    [t('row.lastHandled'), when(s.updates.lastHandledAt)],
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
          {t('telegramError', { error: s.telegramError })}
        </p>
      )}
      <p className="muted small">{t('updated', { time: clock(s.checkedAt) })}</p>
    </>
  )
}

function TelegramTest() {
  const { t } = useTranslation('admin-tools', { keyPrefix: 'telegram' })
  const id = useId()
  const send = useSendTestMessage()
  const { register, handleSubmit, reset, watch, formState } = useSchemaForm(testMessageSchema, {
    defaultValues: { kind: 'custom', text: '' },
  })
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const sendMessage = (kind: TestMessageKind, text?: string) => {
    setOutcome(null)
    send.mutate(
      { kind, text },
      {
        onSuccess: (result) => {
          setOutcome({
            ok: true,
            text: t('sent', { count: result.sentTo, text: result.text }),
          })
          if (kind === 'custom') reset()
        },
        onError: (error) =>
          setOutcome({ ok: false, text: t('sendFailed', { error: errorText(error) }) }),
      },
    )
  }

  // The schema trims the text and refuses it blank, as the server does.
  const onCustom = handleSubmit((message) => sendMessage('custom', message.text))

  return (
    <div className="container narrow telegram-test">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>

      <section className="telegram-test__card" aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`}>{t('botStatus')}</h2>
        <StatusPanel />
      </section>

      <section className="telegram-test__card" aria-labelledby={`${id}-quick`}>
        <h2 id={`${id}-quick`}>{t('statusMessages')}</h2>
        <div className="telegram-test__actions">
          {QUICK_MESSAGES.map((kind) => (
            <button
              key={kind}
              type="button"
              className="btn btn-outline"
              disabled={send.isPending}
              onClick={() => sendMessage(kind)}
            >
              {t(`quick.${kind}`)}
            </button>
          ))}
        </div>
      </section>

      <form
        className="telegram-test__card"
        onSubmit={(e) => void onCustom(e)}
        noValidate
        aria-labelledby={`${id}-custom`}
      >
        <h2 id={`${id}-custom`}>{t('customMessage')}</h2>
        <label className="field">
          <span>{t('message')}</span>
          <textarea rows={4} maxLength={4000} {...register('text')} />
          <FieldProblem error={formState.errors.text} />
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={send.isPending || !watch('text')?.trim()}
        >
          {send.isPending ? t('sending') : t('sendCustom')}
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
