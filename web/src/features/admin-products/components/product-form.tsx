// Add and edit product form: English and Arabic name and description, price, category, stock,
// badge, compatibility text and fitment rows, and an image uploaded to R2 or given as a URL. Each
// text's English and Arabic sit side by side; a product without its Arabic is warned about.
import { type SubmitEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_NAMES } from '@domain/categories'
import { BADGES } from '@schemas/product'
import { errorText } from '@/components/admin/admin-format'
import { categoryKeyOf } from '@/components/product/category-name'
import { formText } from '@/components/admin/form-text'
import { Modal } from '@/components/admin/modal'
import type { ProductDetail } from '@/lib/api-types'
import { type ProductInput, useSaveProduct } from '../api/save-product'
import { useSaveFitments } from '../api/save-fitments'
import { useUploadImage } from '../api/upload-image'
import { draftOf, type FitmentDraft, FitmentRows, ruleOf } from './fitment-rows'

export function ProductForm({
  product,
  onClose,
  onSaved,
}: {
  product?: ProductDetail
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const { t } = useTranslation(['admin-products', 'common'])
  const save = useSaveProduct()
  const [arabic, setArabic] = useState({
    name: product?.nameAr ?? '',
    description: product?.descriptionAr ?? '',
  })
  const lacksArabic = !arabic.name.trim() || !arabic.description.trim()
  const saveFitments = useSaveFitments()
  const [fitments, setFitments] = useState<FitmentDraft[]>(() =>
    (product?.fitments ?? []).map((f) =>
      draftOf({ vehicleId: f.vehicle?.id ?? null, yearFrom: f.yearFrom, yearTo: f.yearTo }),
    ),
  )
  const upload = useUploadImage()
  const [image, setImage] = useState(product?.image ?? '')
  const [error, setError] = useState<string | null>(null)

  async function onFile(file: File | undefined) {
    if (!file) return
    setError(null)
    try {
      setImage((await upload.mutateAsync(file)).url)
    } catch (e) {
      setError(t('form.uploadFailed', { error: errorText(e) }))
    }
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => formText(form, name)
    const originalPrice = text('originalPrice')
    const input: ProductInput = {
      name: text('name'),
      nameAr: text('nameAr'),
      price: Number(text('price')),
      originalPrice: originalPrice ? Number(originalPrice) : null,
      category: text('category') as ProductInput['category'],
      description: text('description'),
      descriptionAr: text('descriptionAr'),
      image,
      stock: Math.trunc(Number(text('stock'))),
      badge: (text('badge') || null) as ProductInput['badge'],
      compatibility: text('compatibility'),
    }
    setError(null)
    try {
      const saved = await save.mutateAsync({ id: product?.id, input })
      await saveFitments.mutateAsync({ id: saved.id, fitments: fitments.map(ruleOf) })
      onSaved(product ? t('form.updated') : t('form.added'))
    } catch (e) {
      setError(t('form.saveFailed', { error: errorText(e) }))
    }
  }

  return (
    <Modal title={product ? t('form.editTitle') : t('form.addTitle')} onClose={onClose} wide>
      <form className="form" onSubmit={onSubmit}>
        {lacksArabic && (
          <p className="admin-status info" role="note">
            {t('form.lacksArabic')}
          </p>
        )}
        <div className="field-row">
          <label className="field">
            {t('form.name')}
            <input
              name="name"
              dir="ltr"
              lang="en"
              required
              maxLength={200}
              defaultValue={product?.name}
            />
          </label>
          <label className="field">
            {t('form.nameAr')}
            <input
              name="nameAr"
              dir="rtl"
              lang="ar"
              maxLength={200}
              defaultValue={product?.nameAr}
              onChange={(e) => setArabic({ ...arabic, name: e.target.value })}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.description')}
            <textarea
              name="description"
              dir="ltr"
              lang="en"
              rows={4}
              required
              maxLength={5000}
              defaultValue={product?.description}
            />
          </label>
          <label className="field">
            {t('form.descriptionAr')}
            <textarea
              name="descriptionAr"
              rows={4}
              dir="rtl"
              lang="ar"
              maxLength={5000}
              defaultValue={product?.descriptionAr}
              onChange={(e) => setArabic({ ...arabic, description: e.target.value })}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.price')}
            <input
              name="price"
              type="number"
              min="0"
              step="0.01"
              required
              defaultValue={product?.price}
            />
          </label>
          <label className="field">
            {t('form.originalPrice')}
            <input
              name="originalPrice"
              type="number"
              min="0"
              step="0.01"
              defaultValue={product?.originalPrice ?? ''}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.category')}
            <select name="category" required defaultValue={product?.category ?? CATEGORY_NAMES[0]}>
              {CATEGORY_NAMES.map((c) => (
                <option key={c} value={c}>
                  {t(`common:categories.${categoryKeyOf(c)}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('form.stock')}
            <input
              name="stock"
              type="number"
              min="0"
              step="1"
              required
              defaultValue={product?.stock ?? 0}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.badge')}
            <select name="badge" defaultValue={product?.badge ?? ''}>
              <option value="">{t('form.noBadge')}</option>
              {BADGES.map((b) => (
                <option key={b} value={b}>
                  {t(`common:badges.${b}`, { defaultValue: b })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('form.compatibility')}
            <input name="compatibility" maxLength={1000} defaultValue={product?.compatibility} />
          </label>
        </div>
        <FitmentRows rows={fitments} onChange={setFitments} />
        <fieldset className="image-field">
          <legend>{t('form.image')}</legend>
          <label className="field">
            {t('form.upload')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          <label className="field">
            {t('form.imageUrl')}
            <input
              name="image"
              value={image}
              onChange={(e) => setImage(e.target.value)}
              placeholder={t('form.imageUrlPlaceholder')}
              dir="ltr"
            />
          </label>
          {upload.isPending && <p className="muted small">{t('form.uploading')}</p>}
          {image && <img className="image-preview" src={image} alt={t('form.preview')} />}
        </fieldset>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions admin-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('admin:common.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || saveFitments.isPending || upload.isPending}
          >
            {product ? t('form.saveChanges') : t('form.addProduct')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
