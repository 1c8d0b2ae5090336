// Orders: filters (applied by the server, a page at a time with Load More), the table with
// checkboxes, details, single and bulk delete, bulk status update and the test order. Select-all
// and the bulk actions act on the loaded rows.
import { useDeferredValue, useState } from 'react'
import { toFils } from '@domain/money'
import { BULK_ORDER_STATUSES, type OrderStatus } from '@domain/order-status'
import { date, errorText, money, shortId } from '@/components/admin/admin-format'
import { ConfirmDeleteDialog } from '@/components/admin/confirm-dialog'
import { LoadMore, loadedRows } from '@/components/admin/load-more'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusBadge } from '@/components/admin/status-badge'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { ApiError } from '@/lib/api-client'
import type { OrderFilter } from '@/lib/queries/admin-orders'
import { useOrderPages } from '../api/get-orders'
import { useBulkOrderStatus, useCreateTestOrder, useDeleteOrders } from '../api/order-actions'
import { OrderDetails } from './order-details'
import { OrderFilters } from './order-filters'

export function OrdersTab() {
  const [filter, setFilter] = useState<OrderFilter>({})
  // Typing in the customer box asks the server once the typing lets the page catch up.
  const orders = useOrderPages(useDeferredValue(filter))
  const bulkStatus = useBulkOrderStatus()
  const remove = useDeleteOrders()
  const testOrder = useCreateTestOrder()
  const { status, show } = useStatus()
  const selection = useSelection<string>()
  const { selected } = selection
  const [viewing, setViewing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string[] | null>(null)
  const [bulkTarget, setBulkTarget] = useState<OrderStatus>('confirmed')

  if (!orders.data) return <TabLoading queries={[orders]} what="orders" />
  const { rows, total } = loadedRows(orders.data)
  const viewed = rows.find((o) => o.id === viewing)

  async function confirmDelete() {
    if (!deleting) return
    const ids = deleting
    setDeleting(null)
    try {
      const result = await remove.mutateAsync(ids)
      const [failed] = result.errors
      if (failed) show('error', `Failed to delete order(s): ${failed.error}`)
      else
        show(
          'success',
          ids.length > 1 ? `${result.deletedCount} orders deleted.` : 'Order deleted.',
        )
      selection.clear()
    } catch (e) {
      if (e instanceof ApiError && e.status > 0)
        show('error', `Failed to delete order(s): ${errorText(e)}`)
      else show('error', 'An error occurred while deleting. Please try again.')
    }
  }

  function applyBulkStatus() {
    const orderIds = [...selected]
    bulkStatus.mutate(
      { orderIds, status: bulkTarget },
      {
        onSuccess: (r) =>
          r.errors[0]
            ? show(
                'error',
                `${r.updatedCount} order(s) set to ${bulkTarget}; ${r.errors.length} not changed: ${r.errors[0].error}`,
              )
            : show('success', `${r.updatedCount} order(s) set to ${bulkTarget}.`),
        // Status update failures are only logged, as the spec says.
        onError: (e) => console.error('bulk status update failed', e),
      },
    )
  }

  async function createTestOrder() {
    try {
      const order = await testOrder.mutateAsync()
      show('success', `Test order #${shortId(order.id)} created.`)
    } catch (e) {
      show('error', `Failed to create test order: ${errorText(e)}`)
    }
  }

  return (
    <div className="admin-stack">
      <OrderFilters filter={filter} onChange={setFilter} />
      <div className="admin-toolbar">
        <span className="muted">
          {rows.length} of {total} orders · {selected.size} selected
        </span>
        <label className="inline-field">
          <span className="visually-hidden">New status for selected orders</span>
          <select value={bulkTarget} onChange={(e) => setBulkTarget(e.target.value as OrderStatus)}>
            {BULK_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-outline"
          disabled={selected.size === 0 || bulkStatus.isPending}
          onClick={applyBulkStatus}
        >
          Update Status
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={selected.size === 0}
          onClick={() => setDeleting([...selected])}
        >
          Delete Selected
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={testOrder.isPending}
          onClick={() => void createTestOrder()}
        >
          Create Test Order
        </button>
      </div>
      <StatusMessage status={status} />
      <SelectableTable
        rows={rows}
        rowId={(o) => o.id}
        selection={selection}
        selectAllLabel="Select all orders"
        rowLabel={(o) => `Select order ${shortId(o.id)}`}
        headers={['Order', 'Customer', 'Date', 'Total', 'Status', 'Actions']}
        empty="No orders match these filters."
        cells={(o) => (
          <>
            <td>#{shortId(o.id)}</td>
            <td>
              {o.shippingInfo.firstName} {o.shippingInfo.lastName}
              <span className="muted small block">{o.shippingInfo.email}</span>
            </td>
            <td className="nowrap">{date(o.createdAt)}</td>
            <td className="nowrap">{money(toFils(o.totals.total))}</td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td className="row-actions">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`View order ${shortId(o.id)}`}
                onClick={() => setViewing(o.id)}
              >
                View
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={`Delete order ${shortId(o.id)}`}
                onClick={() => setDeleting([o.id])}
              >
                Delete
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
