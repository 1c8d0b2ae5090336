// The product's specifications in the product form: each row a name and a value, in English and
// in Arabic (a value that reads the same in both, a part number or a size, needs no Arabic).
import { useTranslation } from 'react-i18next'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import { type ProductFormFields, type ProductFormInput, TEXT_LIMITS } from '@schemas/product'
import { FieldProblem } from '@/components/admin/schema-form'
import './specification-rows.css'

/** A row's fields, as the schema bounds them (specificationSchema). */
const FIELDS = [
  { key: 'name', language: 'en', maxLength: TEXT_LIMITS.specificationName },
  { key: 'nameAr', language: 'ar', maxLength: TEXT_LIMITS.specificationName },
  { key: 'value', language: 'en', maxLength: TEXT_LIMITS.specificationValue },
  { key: 'valueAr', language: 'ar', maxLength: TEXT_LIMITS.specificationValue },
] as const

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
          {FIELDS.map(({ key, language, maxLength }) => (
            <label key={key} className="field">
              {t(key)}
              <input
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                lang={language}
                maxLength={maxLength}
                {...register(`specifications.${i}.${key}`)}
              />
              <FieldProblem error={errors?.[i]?.[key]} />
            </label>
          ))}
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
