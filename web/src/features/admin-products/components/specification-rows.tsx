// The product's specifications in the product form: each row a name and a value, in English and
// in Arabic (a value that reads the same in both, a part number or a size, needs no Arabic).
import { useTranslation } from 'react-i18next'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import type { ProductFormFields, ProductFormInput } from '@schemas/product'
import { FieldProblem } from '@/components/admin/schema-form'
import './specification-rows.css'

export function SpecificationRows({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormFields, unknown, ProductFormInput>
  register: UseFormRegister<ProductFormFields>
  errors: FieldErrors<ProductFormFields>['specifications']
}) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'specifications' })
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' })
  return (
    <fieldset className="spec-rows">
      <legend>{t('legend')}</legend>
      {fields.length === 0 && <p className="muted small">{t('none')}</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="spec-row">
          <legend className="visually-hidden">{t('row', { n: i + 1 })}</legend>
          <label className="field">
            {t('name')}
            <input dir="ltr" lang="en" maxLength={80} {...register(`specifications.${i}.name`)} />
            <FieldProblem error={errors?.[i]?.name} />
          </label>
          <label className="field">
            {t('nameAr')}
            <input dir="rtl" lang="ar" maxLength={80} {...register(`specifications.${i}.nameAr`)} />
          </label>
          <label className="field">
            {t('value')}
            <input dir="ltr" lang="en" maxLength={200} {...register(`specifications.${i}.value`)} />
            <FieldProblem error={errors?.[i]?.value} />
          </label>
          <label className="field">
            {t('valueAr')}
            <input
              dir="rtl"
              lang="ar"
              maxLength={200}
              {...register(`specifications.${i}.valueAr`)}
            />
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={t('removeLabel', { n: i + 1 })}
            onClick={() => remove(i)}
          >
            {t('remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => append({ name: '', nameAr: '', value: '', valueAr: '' })}
      >
        {t('add')}
      </button>
    </fieldset>
  )
}
