// Refused phones: a customer's phone looked up to see its parcels refused at the door (cleared
// ones with who and when) and whether checkout still offers it cash on delivery, and "Clear this
// phone's record" (after a confirmation) to offer it again.
import { type SubmitEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { orderNumber } from '@domain/order-number'
import { date, errorText } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import type { StatusKind } from '@/components/admin/status-message'
import { paths } from '@/config/paths'
import { useClearRefusals, useRefusals } from '../api/cash'

export function RefusedPhones({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const { t } = useTranslation('admin-cash', { keyPrefix: 'refusals' })
  const [typed, setTyped] = useState('')
  const [phone, setPhone] = useState('')
  const [confirming, setConfirming] = useState(false)
  const lookup = useRefusals(phone)
  const clear = useClearRefusals()
  const found = lookup.data

  function lookUp(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setPhone(typed.trim())
  }

  async function clearRecord() {
    setConfirming(false)
    if (!found) return
    try {
      await clear.mutateAsync(found.phone)
      show('success', t('cleared', { phone: found.phone }))
    } catch (e) {
      show('error', t('failed', { error: errorText(e) }))
    }
  }

  const open = found?.refusals.filter((r) => r.clearedAt === null) ?? []
  return (
    <section aria-labelledby="refused-phones-title" className="cash-section">
      <h3 id="refused-phones-title">{t('title')}</h3>
      <p className="muted">{t('intro')}</p>
      <form className="admin-toolbar" onSubmit={lookUp}>
        <label className="inline-field">
          {t('phone')}{' '}
          <input
            type="tel"
            dir="ltr"
            inputMode="tel"
            placeholder={t('placeholder')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-outline btn-sm" disabled={typed.trim() === ''}>
          {t('lookUp')}
        </button>
      </form>
      {lookup.isError && (
        <p className="error-text" role="alert">
          {t('failed', { error: errorText(lookup.error) })}
        </p>
      )}
      {found && (
        <div className="card cash-refusals">
          <p>
            <bdi dir="ltr">{found.phone}</bdi>:{' '}
            <strong>{found.codRefused ? t('blocked') : t('allowed')}</strong>
          </p>
          {found.refusals.length === 0 ? (
            <p className="muted">{t('none')}</p>
          ) : (
            <ul>
              {found.refusals.map((r) => (
                <li key={r.orderId}>
                  <Link href={paths.adminOrder(r.orderId)}>
                    {t('refused', { id: orderNumber(r.orderId), date: date(r.at) })}
                  </Link>
                  {r.clearedAt && (
                    <span className="muted">
                      {' '}
                      ({t('clearedBy', { who: r.clearedBy ?? '', date: date(r.clearedAt) })})
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {open.length > 0 && (
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={clear.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('clear')}
            </button>
          )}
        </div>
      )}
      {confirming && found && (
        <ConfirmDialog
          title={t('clear')}
          message={t('intro')}
          confirmLabel={t('clear')}
          busy={clear.isPending}
          onConfirm={() => void clearRecord()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  )
}
