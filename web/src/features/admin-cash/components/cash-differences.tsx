// The cash differences nobody resolved yet (an amount the courier changed, a parcel paid twice, a
// delivered parcel missing from the statements, a parcel the shop does not know): what each is,
// and Resolve once the owner has settled it with the courier.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { CashDifferenceKind, CourierId } from '@domain/couriers'
import type { Dinars } from '@domain/money'
import { orderNumber } from '@domain/order-number'
import { date, errorText, money } from '@/components/admin/admin-format'
import type { StatusKind } from '@/components/admin/status-message'
import { paths } from '@/config/paths'
import { useResolveDifference } from '../api/cash'

interface Difference {
  id: number
  courier: CourierId
  orderId: string | null
  kind: CashDifferenceKind
  expected: Dinars | null
  received: Dinars | null
  statementRef: string | null
  noticedAt: string
  reference: string | null
}

export function CashDifferences({
  differences,
  show,
}: {
  differences: Difference[]
  show: (kind: StatusKind, text: string) => void
}) {
  const { t } = useTranslation('admin-cash')
  const resolve = useResolveDifference()

  async function resolveOne(id: number) {
    try {
      await resolve.mutateAsync(id)
      show('success', t('differences.resolved'))
    } catch (e) {
      show('error', t('differences.failed', { error: errorText(e) }))
    }
  }

  return (
    <section aria-labelledby="cash-differences-title" className="cash-section">
      <h3 id="cash-differences-title">{t('differences.title')}</h3>
      {differences.length === 0 ? (
        <p className="muted">{t('differences.none')}</p>
      ) : (
        <ul className="cash-differences">
          {differences.map((d) => {
            const what = d.orderId
              ? t('differences.order', { id: orderNumber(d.orderId) })
              : t('differences.parcel', { reference: d.reference ?? '' })
            return (
              <li key={d.id} className="card">
                <div className="cash-difference-head">
                  <strong>{t(`differences.kinds.${d.kind}`)}</strong>
                  <span className="muted">{t(`couriers.${d.courier}`)}</span>
                </div>
                <p>
                  {d.orderId ? <Link href={paths.adminOrder(d.orderId)}>{what}</Link> : what}
                  {d.orderId && d.reference && (
                    <>
                      {' '}
                      <code dir="ltr">{d.reference}</code>
                    </>
                  )}
                </p>
                <p className="cash-difference-facts">
                  {d.expected !== null && (
                    <span>{t('differences.expected', { amount: money(d.expected) })}</span>
                  )}
                  {d.received !== null && (
                    <span>{t('differences.received', { amount: money(d.received) })}</span>
                  )}
                  {d.statementRef && (
                    <span>{t('differences.statement', { reference: d.statementRef })}</span>
                  )}
                  <span className="muted">
                    {t('differences.noticed', { date: date(d.noticedAt) })}
                  </span>
                </p>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={resolve.isPending}
                  aria-label={t('differences.resolveOne', { what })}
                  onClick={() => void resolveOne(d.id)}
                >
                  {t('differences.resolve')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
