// /admin/deliveries: every e-mail, Telegram message and SMS the shop sends, per channel for today
// and the last 7 days (sent, waiting, failed), and each failed one with its error and Send again.
// Its texts follow the shopper's language (English or Arabic, right to left).
import { useTranslation } from 'react-i18next'
import { count, dateTime } from '@/components/admin/admin-format'
import { AdminOnly } from '@/components/layouts/admin-only'
import { errorMessage } from '@/lib/error-messages'
import { separator } from '@/lib/format'
import { useDeliveries, useSendAgain } from './api/deliveries'
import './deliveries.css'

type Panel = NonNullable<ReturnType<typeof useDeliveries>['data']>
type Counts = Panel['today']
type Failed = Panel['failed'][number]

function CountsTable({ caption, counts }: { caption: string; counts: Counts }) {
  const { t } = useTranslation('deliveries')
  return (
    <table className="deliveries-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('channel')}</th>
          <th scope="col">{t('sent')}</th>
          <th scope="col">{t('waiting')}</th>
          <th scope="col">{t('failed')}</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((row) => (
          <tr key={row.channel}>
            <th scope="row">{t(`channels.${row.channel}`)}</th>
            <td>{count(row.sent)}</td>
            <td>{count(row.waiting)}</td>
            <td className={row.failed > 0 ? 'deliveries-bad' : undefined}>{count(row.failed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FailedMessage({ message }: { message: Failed }) {
  const { t, i18n } = useTranslation('deliveries')
  const sendAgain = useSendAgain()
  return (
    <li className="deliveries-failed-item">
      <div>
        <strong>
          {t(`channels.${message.channel}`)}: {t(`kinds.${message.kind}`)}
        </strong>
        {message.to && <span dir="ltr"> — {message.to}</span>}
        {message.ref && <span dir="ltr"> ({message.ref})</span>}
      </div>
      <div className="deliveries-error" dir="ltr">
        {message.error ?? t('noError')}
      </div>
      <div className="deliveries-meta">
        {t('attempts', { count: message.attempts })}
        {separator(i18n.language)}
        {dateTime(message.failedAt ?? message.createdAt)}
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={sendAgain.isPending || sendAgain.isSuccess}
        onClick={() => sendAgain.mutate(message.id)}
      >
        {sendAgain.isSuccess ? t('queued') : t('sendAgain')}
      </button>
      {sendAgain.isError && (
        <p role="alert" className="deliveries-bad">
          {errorMessage(sendAgain.error)}
        </p>
      )}
    </li>
  )
}

function Deliveries() {
  const { t } = useTranslation('deliveries')
  const { data, error, isPending } = useDeliveries()
  return (
    <div className="container deliveries">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {isPending && <p>{t('loading')}</p>}
      {error && <p role="alert">{errorMessage(error)}</p>}
      {data && (
        <>
          <div className="deliveries-counts">
            <CountsTable caption={t('today')} counts={data.today} />
            <CountsTable caption={t('week')} counts={data.week} />
          </div>
          <h2>{t('failedTitle')}</h2>
          {data.failed.length === 0 ? (
            <p>{t('noneFailed')}</p>
          ) : (
            <ul className="deliveries-failed">
              {data.failed.map((message) => (
                <FailedMessage key={message.id} message={message} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

export default function DeliveriesPage() {
  return (
    <AdminOnly>
      <Deliveries />
    </AdminOnly>
  )
}
