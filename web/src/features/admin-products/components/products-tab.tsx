// Products: a page at a time (searched on the server, Load More for the next), select-all, add
// and edit forms (edit loads the whole product first), delete with confirmation, bulk delete, and
// the shoppers waiting for sold-out products (WaitingDemand).
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { toFils } from '@domain/money'
import { money } from '@/components/admin/admin-format'
import { ConfirmDeleteDialog } from '@/components/admin/confirm-dialog'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { productQueries, useProduct } from '@/lib/queries/products'
import { useDeleteProducts } from '../api/delete-products'
import { useFitmentsFromTexts } from '../api/fitments-from-texts'
import { FitmentFilter, fitmentQuery, NO_FITMENT_FILTER } from './fitment-filter'
import { ProductForm } from './product-form'
import { WaitingDemand } from './waiting-demand'
import { VehiclesDialog } from './vehicles-dialog'

/** The form over the whole product (the table holds cards, whose descriptions are cut). */
function EditProduct({ id, onClose, onSaved }: { id: number } & EditorEvents) {
  const product = useProduct(String(id))
  if (!product.data) return <TabLoading queries={[product]} what="the product" />
  return <ProductForm product={product.data} onClose={onClose} onSaved={onSaved} />
}
type EditorEvents = { onClose: () => void; onSaved: (message: string) => void }

export function ProductsTab() {
  const [search, setSearch] = useState('')
  const [fitment, setFitment] = useState(NO_FITMENT_FILTER)
  // Newest first: what the owner just added is at the top.
  const products = useInfiniteQuery(
    productQueries.catalogue({
      search: useDeferredValue(search),
      sort: 'newest',
      ...fitmentQuery(useDeferredValue(fitment)),
    }),
  )
  const fromTexts = useFitmentsFromTexts()
  const [vehiclesOpen, setVehiclesOpen] = useState(false)
  const remove = useDeleteProducts()
  const { status, show } = useStatus()
  const selection = useSelection<number>()
  const { selected } = selection
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [deleting, setDeleting] = useState<number[] | null>(null)

  if (!products.data) return <TabLoading queries={[products]} what="products" />
  const list = products.data.pages.flatMap((page) => page.data)
  const total = products.data.pages[0]?.meta.total ?? 0

  const editorEvents: EditorEvents = {
    onClose: () => setEditing(null),
    onSaved: (message) => {
      setEditing(null)
      show('success', message)
    },
  }

  /** Products without rows get them from their text; what could not be read is listed. */
  async function readTexts() {
    try {
      const report = await fromTexts.mutateAsync()
      const unread = report.unread.map((u) => `#${u.id}: ${u.unread.join('; ')}`)
      show(
        'success',
        `Fitment read for ${report.products} products (${report.rows} rows).` +
          (unread.length ? ` Kept as text only: ${unread.join(' · ')}` : ''),
      )
    } catch {
      show('error', 'Failed to read the compatibility texts. Please try again.')
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    const ids = deleting
    try {
      await remove.mutateAsync(ids)
      show('success', ids.length > 1 ? `${ids.length} products deleted.` : 'Product deleted.')
      selection.clear()
    } catch {
      show('error', 'Failed to delete product(s). Please try again.')
    }
    setDeleting(null)
  }

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + Add Product
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={selected.size === 0}
          onClick={() => setDeleting([...selected])}
        >
          Delete Selected ({selected.size})
        </button>
        <input
          type="search"
          aria-label="Search products"
          placeholder="Search products"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <FitmentFilter value={fitment} onChange={setFitment} />
        <button type="button" className="btn btn-outline" onClick={() => setVehiclesOpen(true)}>
          Motorcycles
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={fromTexts.isPending}
          onClick={() => void readTexts()}
        >
          Read compatibility texts
        </button>
        <span className="muted small">
          {list.length} of {total}
        </span>
      </div>
      <StatusMessage status={status} />
      <WaitingDemand />
      <SelectableTable
        rows={list}
        rowId={(p) => p.id}
        selection={selection}
        selectAllLabel="Select all products"
        rowLabel={(p) => `Select ${p.name}`}
        headers={['Product', 'Category', 'Price', 'Stock', 'Status', 'Edit', 'Delete']}
        empty="No products yet."
        cells={(p) => (
          <>
            <td>
              <span className="product-cell">
                <img src={p.image} alt="" />
                <span>
                  {p.name}
                  <span className="muted small block">#{p.id}</span>
                </span>
              </span>
            </td>
            <td>{p.category}</td>
            <td className="nowrap">{money(toFils(p.price))}</td>
            <td>{p.stock}</td>
            <td>
              <span className={p.inStock ? 'pill pill-green' : 'pill pill-red'}>
                {p.inStock ? 'In Stock' : 'Out of Stock'}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`Edit ${p.name}`}
                onClick={() => setEditing(p.id)}
              >
                Edit
              </button>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={`Delete ${p.name}`}
                onClick={() => setDeleting([p.id])}
              >
                Delete
              </button>
            </td>
          </>
        )}
      />
      {products.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={products.isFetchingNextPage}
          onClick={() => void products.fetchNextPage()}
        >
          Load More
        </button>
      )}
      {vehiclesOpen && <VehiclesDialog onClose={() => setVehiclesOpen(false)} />}
      {editing === 'new' && <ProductForm {...editorEvents} />}
      {typeof editing === 'number' && <EditProduct id={editing} {...editorEvents} />}
      {deleting && (
        <ConfirmDeleteDialog
          count={deleting.length}
          noun="product"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
