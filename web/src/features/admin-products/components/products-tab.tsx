// Products: the table with select-all, add and edit forms, delete with confirmation, bulk delete.
import { useState } from 'react'
import { toFils } from '@domain/money'
import { money } from '@/components/admin/admin-format'
import { ConfirmDeleteDialog } from '@/components/admin/confirm-dialog'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import type { Product } from '@/lib/api-types'
import { useProducts } from '@/lib/queries/products'
import { useDeleteProducts } from '../api/delete-products'
import { ProductForm } from './product-form'

export function ProductsTab() {
  const products = useProducts()
  const remove = useDeleteProducts()
  const { status, show } = useStatus()
  const selection = useSelection<number>()
  const { selected } = selection
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const [deleting, setDeleting] = useState<number[] | null>(null)

  if (!products.data) return <TabLoading queries={[products]} what="products" />
  const list = products.data

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
      </div>
      <StatusMessage status={status} />
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
          </>
        )}
      />
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
        <ConfirmDeleteDialog
          count={deleting.length}
          noun="product"
          single="Are you sure you want to delete this product? This cannot be undone."
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
