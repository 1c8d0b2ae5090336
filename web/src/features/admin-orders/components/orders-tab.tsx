// Orders: the refunds to make by hand (while there are any), filters (applied by the server, a page
// at a time with Load More), the table with checkboxes, details, single and bulk delete, bulk status
// update, bulk shipping (each order with its governorate's courier) and the test order. Select-all
// and the bulk actions act on the loaded rows.
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BULK_ORDER_STATUSES, CONFIRMED_STATUS, type OrderStatus } from '@domain/order-status'
import { orderNumber } from '@domain/order-number'
import { date, errorText, itemErrorText, money } from '@/components/admin/admin-format'
import { ConfirmDeleteDialog } from '@/components/admin/confirm-dialog'
import { LoadMore, loadedRows } from '@/components/admin/load-more'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusBadge } from '@/components/admin/status-badge'
import { adminStatusLabel } from '@/components/admin/status-labels'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { ApiError } from '@/lib/api-client'
import type { OrderFilter } from '@/lib/queries/admin-orders'
import { useOrderPages } from '../api/get-orders'
import { useBulkOrderStatus, useCreateTestOrder, useDeleteOrders } from '../api/order-actions'
import { useShipOrders } from '../api/shipments'
import { OrderDetails } from './order-details'
import { OrderFilters } from './order-filters'
import { filterFromLink } from '../filter-from-link'
import { RefundsByHand } from './refunds-by-hand'

const HEADERS = ['order', 'customer', 'date', 'total', 'status', 'actions'] as const

export function OrdersTab() {
  const { t } = useTranslation('admin-orders')
  // A link to one order, or to a status and day, opens the tab filtered to them.
  const [filter, setFilter] = useState<OrderFilter>(() => filterFromLink(location.search))
  // Typing in the customer box asks the server once the typing lets the page catch up.
  const orders = useOrderPages(useDeferredValue(filter))
  const bulkStatus = useBulkOrderStatus()
  const bulkShip = useShipOrders()
  const remove = useDeleteOrders()
  const testOrder = useCreateTestOrder()
  const { status, show } = useStatus()
  const selection = useSelection<string>()
  const { selected } = selection
  const [viewing, setViewing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string[] | null>(null)
  const [bulkTarget, setBulkTarget] = useState<OrderStatus>(CONFIRMED_STATUS)

  if (!orders.data) return <TabLoading queries={[orders]} what={t('loading')} />
  const { rows, total } = loadedRows(orders.data)
  const viewed = rows.find((o) => o.id === viewing)

  async function confirmDelete() {
    if (!deleting) return
    const ids = deleting
    setDeleting(null)
    try {
      const result = await remove.mutateAsync(ids)
      const [failed] = result.errors
      if (failed) show('error', t('toast.deleteFailed', { error: await itemErrorText(failed) }))
      else show('success', t('toast.deleted', { count: result.deletedCount }))
      selection.clear()
    } catch (e) {
      if (e instanceof ApiError && e.status > 0)
        show('error', t('toast.deleteFailed', { error: errorText(e) }))
      else show('error', t('toast.deleteError'))
    }
  }

  async function applyBulkStatus() {
    const status = adminStatusLabel(bulkTarget)
    try {
      const r = await bulkStatus.mutateAsync({ orderIds: [...selected], status: bulkTarget })
      const [failed] = r.errors
      if (failed)
        show(
          'error',
          t('toast.statusPartly', {
            updated: r.updatedCount,
            status,
            failed: r.errors.length,
            error: await itemErrorText(failed),
          }),
        )
      else show('success', t('toast.statusSet', { count: r.updatedCount, status }))
    } catch (e) {
      // Status update failures are only logged, as the spec says.
      console.error('bulk status update failed', e)
    }
  }

  async function shipSelected() {
    try {
      const r = await bulkShip.mutateAsync([...selected])
      // Orders whose courier did not answer are not lost: the cron sends them.
      const waiting =
        r.retryingCount > 0 ? ` ${t('toast.shipWaiting', { count: r.retryingCount })}` : ''
      if (r.errors.length === 0) {
        show('success', t('toast.shipped', { count: r.shippedCount }) + waiting)
        return
      }
      // Each order not shipped, by its number and why: no courier for its governorate, a place
      // the courier lacks, an address it refused, an order no longer waiting to ship.
      const reasons = await Promise.all(
        r.errors.map(async (e) =>
          t('toast.shipFailedOrder', {
            id: orderNumber(String(e.id)),
            error: await itemErrorText(e),
          }),
        ),
      )
      show(
        'error',
        t('toast.shipPartly', {
          shipped: r.shippedCount,
          failed: r.errors.length,
          errors: reasons.join(t('toast.separator')),
        }) + waiting,
      )
    } catch (e) {
      show('error', t('toast.shipFailed', { error: errorText(e) }))
    }
  }

  async function createTestOrder() {
    try {
      const order = await testOrder.mutateAsync()
      show('success', t('toast.testCreated', { id: orderNumber(order.id) }))
    } catch (e) {
      show('error', t('toast.testFailed', { error: errorText(e) }))
    }
  }

  return (
    <div className="admin-stack">
      <RefundsByHand />
      <OrderFilters filter={filter} onChange={setFilter} />
      <div className="admin-toolbar">
        <span className="muted">
          {t('toolbar.shown', { shown: rows.length, total, selected: selected.size })}
        </span>
        <label className="inline-field">
          <span className="visually-hidden">{t('toolbar.newStatus')}</span>
          <select value={bulkTarget} onChange={(e) => setBulkTarget(e.target.value as OrderStatus)}>
            {BULK_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {adminStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-outline"
          disabled={selected.size === 0 || bulkStatus.isPending}
          onClick={() => void applyBulkStatus()}
        >
          {t('toolbar.updateStatus')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={selected.size === 0 || bulkShip.isPending}
          onClick={() => void shipSelected()}
        >
          {t('toolbar.shipSelected')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={selected.size === 0}
          onClick={() => setDeleting([...selected])}
        >
          {t('toolbar.deleteSelected')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={testOrder.isPending}
          onClick={() => void createTestOrder()}
        >
          {t('toolbar.createTest')}
        </button>
      </div>
      <StatusMessage status={status} />
      <SelectableTable
        className="phone-cards orders-cards"
        rows={rows}
        rowId={(o) => o.id}
        selection={selection}
        selectAllLabel={t('table.selectAll')}
        rowLabel={(o) => t('table.select', { id: orderNumber(o.id) })}
        headers={HEADERS.map((h) => t(`table.${h}`))}
        empty={t('table.empty')}
        cells={(o) => (
          <>
            <td>#{orderNumber(o.id)}</td>
            <td>
              {o.shippingInfo.firstName} {o.shippingInfo.lastName}
              <span className="muted small block">{o.shippingInfo.email}</span>
            </td>
            <td className="nowrap">{date(o.createdAt)}</td>
            <td className="nowrap">{money(o.totals.total)}</td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td className="row-actions">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={t('table.viewOrder', { id: orderNumber(o.id) })}
                onClick={() => setViewing(o.id)}
              >
                {t('table.view')}
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={t('table.deleteOrder', { id: orderNumber(o.id) })}
                onClick={() => setDeleting([o.id])}
              >
                {t('table.delete')}
              </button>
            </td>
          </>
        )}
      />
      <LoadMore query={orders} />
      {viewed && <OrderDetails order={viewed} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          count={deleting.length}
          noun="order"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
