// Products: the table with select-all, add and edit forms, delete with confirmation, bulk delete.
import { useState } from 'react'
import { money } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { Spinner } from '@/components/ui/loading-overlay'
import type { Product } from '@/lib/api-types'
import { useDeleteProducts } from '../api/delete-products'
import { useAdminProducts } from '../api/get-products'
import { ProductForm } from './product-form'

export function ProductsTab() {
  const products = useAdminProducts()
  const remove = useDeleteProducts()
  const { status, show } = useStatus()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const [deleting, setDeleting] = useState<number[] | null>(null)

  if (!products.data) return <Spinner />
  const list = products.data
  const allSelected = list.length > 0 && list.every((p) => selected.has(p.id))
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(id)) next.add(id)
      return next
    })

  async function confirmDelete() {
    const ids = deleting!
    try {
      await remove.mutateAsync(ids)
      show('success', ids.length > 1 ? `${ids.length} products deleted.` : 'Product deleted.')
      setSelected(new Set())
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
      </div>
      <StatusMessage status={status} />
      <div className="table-wrap card">
        <table className="admin-table">
          <thead>
            <tr>
              <th>
                <input
                  type="checkbox"
                  aria-label="Select all products"
                  checked={allSelected}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(list.map((p) => p.id)))
                  }
                />
              </th>
              <th>Product</th>
              <th>Category</th>
              <th>Price</th>
              <th>Stock</th>
              <th>Status</th>
              <th>Edit</th>
              <th>Delete</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${p.name}`}
                    checked={selected.has(p.id)}
                    onChange={() => toggle(p.id)}
                  />
                </td>
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
                <td className="nowrap">{money(p.price)}</td>
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
                    onClick={() => setEditing(p)}
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
              </tr>
            ))}
          </tbody>
        </table>
        {list.length === 0 && <p className="muted empty">No products yet.</p>}
      </div>
      {editing && (
        <ProductForm
          product={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null)
            show('success', message)
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete product"
          message={
            deleting.length > 1
              ? `Delete ${deleting.length} products? This cannot be undone.`
              : 'Are you sure you want to delete this product? This cannot be undone.'
          }
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
