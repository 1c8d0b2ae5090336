// Add and edit product form: English and Arabic name and description, price, category, stock,
// badge, compatibility text and fitment rows, and an image uploaded to R2 or given as a URL.
import { type SubmitEvent, useState } from 'react'
import { CATEGORY_NAMES } from '@domain/categories'
import { BADGES } from '@schemas/product'
import { errorText } from '@/components/admin/admin-format'
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
  const save = useSaveProduct()
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
      setError(`Image upload failed: ${errorText(e)}`)
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
      onSaved(product ? 'Product updated successfully!' : 'Product added successfully!')
    } catch (e) {
      setError(`Failed to save product: ${errorText(e)}`)
    }
  }

  return (
    <Modal title={product ? 'Edit Product' : 'Add New Product'} onClose={onClose} wide>
      <form className="form" onSubmit={onSubmit}>
        <div className="field-row">
          <label className="field">
            Product Name
            <input name="name" required maxLength={200} defaultValue={product?.name} />
          </label>
          <label className="field">
            Arabic Name
            <input
              name="nameAr"
              dir="rtl"
              lang="ar"
              maxLength={200}
              defaultValue={product?.nameAr}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            Price (IQD)
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
            Original Price (IQD, optional)
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
            Category
            <select name="category" required defaultValue={product?.category ?? CATEGORY_NAMES[0]}>
              {CATEGORY_NAMES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label className="field">
            Stock
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
        <label className="field">
          Description
          <textarea
            name="description"
            rows={3}
            required
            maxLength={5000}
            defaultValue={product?.description}
          />
        </label>
        <label className="field">
          Arabic Description
          <textarea
            name="descriptionAr"
            rows={3}
            dir="rtl"
            lang="ar"
            maxLength={5000}
            defaultValue={product?.descriptionAr}
          />
        </label>
        <div className="field-row">
          <label className="field">
            Badge
            <select name="badge" defaultValue={product?.badge ?? ''}>
              <option value="">None</option>
              {BADGES.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </label>
          <label className="field">
            Compatibility
            <input name="compatibility" maxLength={1000} defaultValue={product?.compatibility} />
          </label>
        </div>
        <FitmentRows rows={fitments} onChange={setFitments} />
        <fieldset className="image-field">
          <legend>Image</legend>
          <label className="field">
            Upload Image
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          <label className="field">
            Or Image URL
            <input
              name="image"
              value={image}
              onChange={(e) => setImage(e.target.value)}
              placeholder="https://… or /images/…"
            />
          </label>
          {upload.isPending && <p className="muted small">Uploading…</p>}
          {image && <img className="image-preview" src={image} alt="Product preview" />}
        </fieldset>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions admin-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || saveFitments.isPending || upload.isPending}
          >
            {product ? 'Save Changes' : 'Add Product'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
