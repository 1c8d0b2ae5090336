// Add and edit product form: English and Arabic name, description, key features and
// specifications, price, category, stock, badge, compatibility text and fitment rows, and an image
// uploaded to R2 or given as a URL. Each text's English and Arabic sit side by side; a product
// without its Arabic is warned about.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pictureAttributes } from '@domain/picture-sizes'
import { CATEGORY_NAMES } from '@domain/categories'
import { BADGES, productFormSchema, type ProductUpdate, TEXT_LIMITS } from '@schemas/product'
import { errorText } from '@/components/admin/admin-format'
import { categoryKeyOf } from '@/components/product/category-name'
import { Modal } from '@/components/admin/modal'
import { FieldProblem, useSchemaForm } from '@/components/admin/schema-form'
import { ApiError } from '@/lib/api-client'
import type { ProductDetail } from '@/lib/api-types'
import { type ProductInput, useSaveProduct } from '../api/save-product'
import { useSaveFitments } from '../api/save-fitments'
import { useUploadImage } from '../api/upload-image'
import { missingArabic } from '../missing-arabic'
import { FeatureLines } from './feature-lines'
import { draftOf, type FitmentDraft, FitmentRows, ruleOf } from './fitment-rows'
import { SpecificationRows } from './specification-rows'

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
  const { register, handleSubmit, watch, setValue, formState, control } = useSchemaForm(
    productFormSchema,
    {
      defaultValues: {
        name: product?.name ?? '',
        nameAr: product?.nameAr ?? '',
        price: product?.price ?? '',
        originalPrice: product?.originalPrice ?? null,
        category: (product?.category ?? CATEGORY_NAMES[0]) as ProductInput['category'],
        description: product?.description ?? '',
        descriptionAr: product?.descriptionAr ?? '',
        image: product?.image ?? '',
        stock: product?.stock ?? 0,
        badge: (product?.badge ?? null) as ProductInput['badge'],
        compatibility: product?.compatibility ?? '',
        features: product?.features ?? [],
        featuresAr: product?.featuresAr ?? [],
        specifications: product?.specifications ?? [],
      },
    },
  )
  // Read while rendering, so the form keeps track of them (react-hook-form's formState proxy).
  const { errors, dirtyFields } = formState
  const lacksArabic = missingArabic(watch())
  const image = watch('image')
  const saveFitments = useSaveFitments()
  const [fitments, setFitments] = useState<FitmentDraft[]>(() =>
    (product?.fitments ?? []).map((f) =>
      draftOf({ vehicleId: f.vehicle?.id ?? null, yearFrom: f.yearFrom, yearTo: f.yearTo }),
    ),
  )
  const upload = useUploadImage()
  const [error, setError] = useState<string | null>(null)
  const [stockWas, setStockWas] = useState(product?.stock ?? 0)

  async function onFile(file: File | undefined) {
    if (!file) return
    setError(null)
    try {
      setValue('image', (await upload.mutateAsync(file)).url, { shouldDirty: true })
    } catch (e) {
      setError(t('form.uploadFailed', { error: errorText(e) }))
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    setError(null)
    try {
      const saved = await save.mutateAsync(
        product
          ? { id: product.id, input: changedFields(input, dirtyFields, stockWas) }
          : { input },
      )
      await saveFitments.mutateAsync({ id: saved.id, fitments: fitments.map(ruleOf) })
      onSaved(product ? t('form.updated') : t('form.added'))
    } catch (e) {
      // Orders took units off while the form was open: the next save writes over the stock as it
      // is now, once the owner has seen it (the message names it).
      if (e instanceof ApiError && e.code === 'STOCK_CHANGED') setStockWas(Number(e.params.stock))
      setError(t('form.saveFailed', { error: errorText(e) }))
    }
  })

  return (
    <Modal title={product ? t('form.editTitle') : t('form.addTitle')} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {lacksArabic && (
          <p className="admin-status info" role="note">
            {t('form.lacksArabic')}
          </p>
        )}
        <div className="field-row">
          <label className="field">
            {t('form.name')}
            <input dir="ltr" lang="en" maxLength={TEXT_LIMITS.name} {...register('name')} />
            <FieldProblem error={errors.name} />
          </label>
          <label className="field">
            {t('form.nameAr')}
            <input dir="rtl" lang="ar" maxLength={TEXT_LIMITS.name} {...register('nameAr')} />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.description')}
            <textarea
              dir="ltr"
              lang="en"
              rows={4}
              maxLength={TEXT_LIMITS.description}
              {...register('description')}
            />
            <FieldProblem error={errors.description} />
          </label>
          <label className="field">
            {t('form.descriptionAr')}
            <textarea
              rows={4}
              dir="rtl"
              lang="ar"
              maxLength={TEXT_LIMITS.description}
              {...register('descriptionAr')}
            />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.price')}
            <input type="number" inputMode="numeric" step="any" {...register('price')} />
            <FieldProblem error={errors.price} />
          </label>
          <label className="field">
            {t('form.originalPrice')}
            <input
              type="number"
              inputMode="numeric"
              step="any"
              {...register('originalPrice', { setValueAs: (v: string) => v || null })}
            />
            <FieldProblem error={errors.originalPrice} />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.category')}
            <select {...register('category')}>
              {CATEGORY_NAMES.map((c) => (
                <option key={c} value={c}>
                  {t(`common:categories.${categoryKeyOf(c)}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('form.stock')}
            <input type="number" step="1" {...register('stock')} />
            <FieldProblem error={errors.stock} />
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            {t('form.badge')}
            <select {...register('badge', { setValueAs: (v: string) => v || null })}>
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
            <input maxLength={1000} {...register('compatibility')} />
          </label>
        </div>
        <FeatureLines
          english={product?.features ?? []}
          arabic={product?.featuresAr ?? []}
          errors={{ english: errors.features, arabic: errors.featuresAr }}
          onChange={(field, lines) => setValue(field, lines, { shouldDirty: true })}
        />
        <SpecificationRows control={control} register={register} errors={errors.specifications} />
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
            <input placeholder={t('form.imageUrlPlaceholder')} dir="ltr" {...register('image')} />
            <FieldProblem error={errors.image} />
          </label>
          {upload.isPending && <p className="muted small">{t('form.uploading')}</p>}
          {image && (
            <img
              className="image-preview"
              {...pictureAttributes(image, '120px')}
              alt={t('form.preview')}
            />
          )}
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

/**
 * An edit sends the fields the owner changed, so that a field no one touched is never written back
 * as the form first showed it; a new stock goes with the stock the form showed (`stockWas`), and is
 * written only while the stock is still that.
 */
function changedFields(
  input: ProductInput,
  dirty: Partial<Record<keyof ProductInput, unknown>>,
  stockWas: number,
): ProductUpdate {
  const changed = Object.fromEntries(
    Object.entries(input).filter(([field]) => dirty[field as keyof ProductInput]),
  ) as ProductUpdate
  return changed.stock === undefined ? changed : { ...changed, stockWas }
}
