// Products: a page at a time (searched on the server, Load More for the next), select-all, add
// and edit forms (edit loads the whole product first), delete with confirmation, bulk delete, and
// the shoppers waiting for sold-out products (WaitingDemand). A product without its Arabic name or
// description is flagged, and "Missing Arabic" keeps only those among the pages loaded (the
// products API has no such filter).
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pictureAttributes } from '@domain/picture-sizes'
import { count, money } from '@/components/admin/admin-format'
import { categoryKeyOf } from '@/components/product/category-name'
import { ConfirmDeleteDialog } from '@/components/admin/confirm-dialog'
import { PhoneLabel } from '@/components/admin/phone-label'
import { SelectableTable, useSelection } from '@/components/admin/selectable-table'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { paths } from '@/config/paths'
import { separator } from '@/lib/format'
import { productQueries, useProduct } from '@/lib/queries/products'
import { useDeleteProducts } from '../api/delete-products'
import { missingArabic } from '../missing-arabic'
import { useFitmentsFromTexts } from '../api/fitments-from-texts'
import { FitmentFilter, fitmentQuery, NO_FITMENT_FILTER } from './fitment-filter'
import { ProductForm } from './product-form'
import { WaitingDemand } from './waiting-demand'
import { VehiclesDialog } from './vehicles-dialog'

/** The form over the whole product (the table holds cards, whose descriptions are cut). */
function EditProduct({ id, onClose, onSaved }: { id: number } & EditorEvents) {
  const { t } = useTranslation('admin-products')
  const product = useProduct(String(id))
  if (!product.data) return <TabLoading queries={[product]} what={t('loadingOne')} />
  return <ProductForm product={product.data} onClose={onClose} onSaved={onSaved} />
}
type EditorEvents = { onClose: () => void; onSaved: (message: string) => void }

/** The product a link names (`?edit=<id>`), or none. */
function productFromLink(search: string): number | null {
  const id = new URLSearchParams(search).get('edit')
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null
}

export function ProductsTab() {
  const { t, i18n } = useTranslation(['admin-products', 'common'])
  const [search, setSearch] = useState('')
  const [onlyMissingArabic, setOnlyMissingArabic] = useState(false)
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
  // Opened from a link to one product (`?edit=<id>`, the Today card's low-stock rows): its form.
  const [editing, setEditing] = useState<number | 'new' | null>(() =>
    productFromLink(location.search),
  )
  const [deleting, setDeleting] = useState<number[] | null>(null)

  if (!products.data) return <TabLoading queries={[products]} what={t('loading')} />
  const loaded = products.data.pages.flatMap((page) => page.data)
  const list = onlyMissingArabic ? loaded.filter(missingArabic) : loaded
  const total = products.data.pages[0]?.meta.total ?? 0

  const closeEditor = () => {
    setEditing(null)
    // The link's product is not opened again by a reload or by Back.
    if (location.search) history.replaceState(history.state, '', paths.adminTab('products'))
  }
  const editorEvents: EditorEvents = {
    onClose: closeEditor,
    onSaved: (message) => {
      closeEditor()
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
        t('fitmentRead', { count: report.products, rows: report.rows }) +
          (unread.length
            ? ` ${t('keptAsText', { list: unread.join(separator(i18n.language)) })}`
            : ''),
      )
    } catch {
      show('error', t('fitmentReadFailed'))
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    const ids = deleting
    try {
      await remove.mutateAsync(ids)
      show('success', ids.length > 1 ? t('deletedMany', { count: ids.length }) : t('deletedOne'))
      selection.clear()
    } catch {
      show('error', t('deleteFailed'))
    }
    setDeleting(null)
  }

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('add')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={selected.size === 0}
          onClick={() => setDeleting([...selected])}
        >
          {t('deleteSelected', { n: selected.size })}
        </button>
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <FitmentFilter value={fitment} onChange={setFitment} />
        <button type="button" className="btn btn-outline" onClick={() => setVehiclesOpen(true)}>
          {t('motorcycles')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={fromTexts.isPending}
          onClick={() => void readTexts()}
        >
          {t('readTexts')}
        </button>
        <label className="checkbox-inline">
          <input
            type="checkbox"
            checked={onlyMissingArabic}
            onChange={(e) => setOnlyMissingArabic(e.target.checked)}
          />
          {t('missingArabicFilter')}
        </label>
        <span className="muted small">
          {onlyMissingArabic
            ? t('missingShown', { shown: list.length, loaded: loaded.length })
            : t('admin:common.shownOf', { shown: list.length, total })}
        </span>
      </div>
      <StatusMessage status={status} />
      <WaitingDemand />
      <SelectableTable
        className="phone-cards products-cards"
        rows={list}
        rowId={(p) => p.id}
        selection={selection}
        selectAllLabel={t('selectAll')}
        rowLabel={(p) => t('admin:common.select', { name: p.name })}
        headers={[
          t('col.product'),
          t('col.category'),
          t('col.price'),
          t('col.stock'),
          t('col.status'),
          t('admin:common.edit'),
          t('admin:common.delete'),
        ]}
        empty={onlyMissingArabic ? t('noneMissingArabic') : t('empty')}
        cells={(p) => (
          <>
            <td>
              <span className="product-cell">
                <img {...pictureAttributes(p.image, '44px')} alt="" />
                <span>
                  {p.name}
                  {p.nameAr && (
                    <span className="muted small block" dir="rtl" lang="ar">
                      {p.nameAr}
                    </span>
                  )}
                  <span className="muted small block">#{p.id}</span>
                  {missingArabic(p) && (
                    <span className="pill pill-accent">
                      {!p.nameAr.trim() ? t('noArabicName') : t('noArabicDescription')}
                    </span>
                  )}
                </span>
              </span>
            </td>
            <td>{t(`common:categories.${categoryKeyOf(p.category)}`)}</td>
            <td className="nowrap">{money(p.price)}</td>
            <td>
              <PhoneLabel>{t('col.stock')}</PhoneLabel>
              {count(p.stock)}
            </td>
            <td>
              <span className={p.inStock ? 'pill pill-green' : 'pill pill-red'}>
                {p.inStock ? t('inStock') : t('outOfStock')}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={t('editLabel', { name: p.name })}
                onClick={() => setEditing(p.id)}
              >
                {t('admin:common.edit')}
              </button>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={t('deleteLabel', { name: p.name })}
                onClick={() => setDeleting([p.id])}
              >
                {t('admin:common.delete')}
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
          {t('admin:common.loadMore')}
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
