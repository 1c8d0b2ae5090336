// Cash: what each courier (and cash by hand) owes the shop for delivered cash-on-delivery parcels,
// since when and its oldest unpaid parcel; "Read statements now"; the ledger with its filters and
// "Record cash received" for the selected unpaid rows; the differences to check; and the
// refused-phones lookup.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { COURIER_IDS, HAND, type CashCourier } from '@domain/couriers'
import { type Dinars, sumDinars } from '@domain/money'
import { orderNumber } from '@domain/order-number'
import { date, errorText, money } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { PhoneLabel } from '@/components/admin/phone-label'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { paths } from '@/config/paths'
import { separator } from '@/lib/format'
import { type CashFilter, useCashView, useReadStatements, useRecordCash } from '../api/cash'
import { CashDifferences } from './cash-differences'
import { RefusedPhones } from './refused-phones'
import './cash.css'

const CASH_COURIERS: CashCourier[] = [...COURIER_IDS, HAND]
// The net due right after the order: on a phone's width the table scrolls, and it is what counts.
const HEADERS = ['order', 'net', 'courier', 'delivered', 'collected', 'fee', 'state'] as const

export function CashTab() {
  const { t, i18n } = useTranslation('admin-cash')
  const [filter, setFilter] = useState<CashFilter>({ settled: 'no' })
  const view = useCashView(filter)
  const readNow = useReadStatements()
  const record = useRecordCash()
  const { status, show } = useStatus()
  const selection = useSelection<string>()
  const [confirming, setConfirming] = useState(false)

  if (!view.data) return <TabLoading queries={[view]} what={t('loading')} />
  const [first] = view.data.pages
  const couriers = first?.couriers ?? []
  const rows = view.data.pages.flatMap((page) => page.rows)
  const unpaid = rows.filter((r) => r.settledAt === null)
  const chosen = unpaid.filter((r) => selection.selected.has(r.orderId))

  async function readStatements() {
    try {
      const outcome = await readNow.mutateAsync()
      show(
        outcome.unreachable.length > 0 ? 'error' : 'success',
        [
          t('read.done', {
            statements: outcome.statements.length,
            settled: outcome.statements.reduce((n, s) => n + s.settled.length, 0),
            differences: outcome.differences.length,
          }),
          ...(outcome.unreachable.length > 0
            ? [
                t('read.unreachable', {
                  couriers: outcome.unreachable.map((c) => t(`couriers.${c}`)).join(', '),
                }),
              ]
            : []),
        ].join(' '),
      )
    } catch (e) {
      show('error', t('read.failed', { error: errorText(e) }))
    }
  }

  async function recordChosen() {
    setConfirming(false)
    try {
      const { recorded } = await record.mutateAsync(chosen.map((r) => r.orderId))
      show('success', t('record.done', { count: recorded.length }))
      selection.clear()
    } catch (e) {
      show('error', t('record.failed', { error: errorText(e) }))
    }
  }

  const setCourier = (value: string) => {
    const courier = CASH_COURIERS.find((c) => c === value)
    setFilter({ ...filter, courier })
    selection.clear()
  }
  const setSettled = (value: string) => {
    setFilter({ ...filter, settled: value === 'yes' || value === 'no' ? value : undefined })
    selection.clear()
  }

  return (
    <div className="cash-view">
      <p className="muted">{t('intro')}</p>
      <StatusMessage status={status} />

      <section aria-labelledby="cash-owed-title" className="cash-section">
        <div className="panel-head">
          <h3 id="cash-owed-title">{t('owed.title')}</h3>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={readNow.isPending}
            onClick={() => void readStatements()}
          >
            {readNow.isPending ? t('read.reading') : t('read.button')}
          </button>
        </div>
        {couriers.length === 0 ? (
          <p className="muted">{t('owed.none')}</p>
        ) : (
          <ul className="cash-owed">
            {couriers.map((c) => (
              <li key={c.courier} className="card">
                <span className="stat-label">{t(`couriers.${c.courier}`)}</span>
                <strong className="stat-value">{money(c.owed)}</strong>
                <span>
                  {t('owed.parcels', { count: c.parcels })}
                  {separator(i18n.language)}
                  {t('owed.since', { date: date(c.since) })}
                </span>
                <Link href={paths.adminOrder(c.oldestOrderId)}>
                  {t('owed.oldest', { id: orderNumber(c.oldestOrderId) })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CashDifferences differences={first?.differences ?? []} show={show} />

      <section aria-labelledby="cash-ledger-title" className="cash-section">
        <h3 id="cash-ledger-title">{t('ledger.title')}</h3>
        <div className="admin-toolbar">
          <label className="inline-field">
            {t('ledger.courier')}{' '}
            <select value={filter.courier ?? ''} onChange={(e) => setCourier(e.target.value)}>
              <option value="">{t('ledger.allCouriers')}</option>
              {CASH_COURIERS.map((c) => (
                <option key={c} value={c}>
                  {t(`couriers.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field">
            {t('ledger.show')}{' '}
            <select value={filter.settled ?? ''} onChange={(e) => setSettled(e.target.value)}>
              <option value="no">{t('ledger.unpaid')}</option>
              <option value="yes">{t('ledger.settled')}</option>
              <option value="">{t('ledger.all')}</option>
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={chosen.length === 0 || record.isPending}
            onClick={() => setConfirming(true)}
          >
            {chosen.length > 0
              ? t('record.buttonCount', { count: chosen.length })
              : t('record.button')}
          </button>
        </div>
        <SelectableTable
          className="phone-cards flowing cash-cards"
          rows={rows}
          rowId={(r) => r.orderId}
          selection={selection}
          selectable={(r) => r.settledAt === null}
          selectAllLabel={t('ledger.selectAll')}
          rowLabel={(r) => t('ledger.select', { id: orderNumber(r.orderId) })}
          headers={HEADERS.map((h) => t(`ledger.headers.${h}`))}
          empty={t('ledger.empty')}
          cells={(r) => (
            <>
              <td>
                <Link href={paths.adminOrder(r.orderId)}>#{orderNumber(r.orderId)}</Link>
                {r.reference && (
                  <>
                    {' '}
                    <code dir="ltr">{r.reference}</code>
                  </>
                )}
              </td>
              <td>
                <PhoneLabel>{t('ledger.headers.net')}</PhoneLabel>
                {money(r.net)}
              </td>
              <td>{t(`couriers.${r.courier}`)}</td>
              <td>
                <PhoneLabel>{t('ledger.headers.delivered')}</PhoneLabel>
                {date(r.deliveredAt)}
              </td>
              <td>
                <PhoneLabel>{t('ledger.headers.collected')}</PhoneLabel>
                {money(r.collected)}
              </td>
              <td>
                <PhoneLabel>{t('ledger.headers.fee')}</PhoneLabel>
                {money(r.fee)}
              </td>
              <td>
                <PaidState row={r} />
              </td>
            </>
          )}
        />
        {view.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={view.isFetchingNextPage}
            onClick={() => void view.fetchNextPage()}
          >
            {t('admin:common.loadMore')}
          </button>
        )}
      </section>

      <RefusedPhones show={show} />

      {confirming && (
        <ConfirmDialog
          title={t('record.title')}
          message={t('record.message', {
            amount: money(sumDinars(chosen.map((r) => r.net))),
            count: chosen.length,
          })}
          confirmLabel={t('record.button')}
          busy={record.isPending}
          onConfirm={() => void recordChosen()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  )
}

interface LedgerRowView {
  settledAt: string | null
  settledAmount: Dinars | null
  net: Dinars
  statementRef: string | null
  recordedBy: string | null
}

/** Who paid a row and when: a statement, by hand (and who recorded it), or not yet. */
function PaidState({ row }: { row: LedgerRowView }) {
  const { t } = useTranslation('admin-cash')
  if (row.settledAt === null) return <span className="muted">{t('ledger.notPaid')}</span>
  const when = date(row.settledAt)
  return (
    <>
      {row.recordedBy
        ? t('ledger.byHand', { who: row.recordedBy, date: when })
        : t('ledger.byStatement', { reference: row.statementRef ?? '', date: when })}
      {row.settledAmount !== null && row.settledAmount !== row.net && (
        <div className="cash-paid-other">
          {t('ledger.paidOther', { amount: money(row.settledAmount) })}
        </div>
      )}
    </>
  )
}
