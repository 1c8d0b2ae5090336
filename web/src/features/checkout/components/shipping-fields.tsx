// Where the order goes, the way Iraqi addresses are given: name, e-mail, the mobile number the
// courier calls, the governorate, then one of its cities or districts (the list the server checks
// the city against), area and nearest landmark (no zip code).
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isEmailAddress } from '@domain/email-address'
import { GOVERNORATES, governorateName, iraqiMobile } from '@domain/iraq-address'
import { citiesOf, cityName } from '@domain/iraq-places'
import type { ShippingForm } from '../api/create-order'

type TextField = Exclude<keyof ShippingForm, 'governorate' | 'city'>

const FIELDS: { name: TextField; type?: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
]

const PLACE: { name: TextField; autoComplete: string; optional?: boolean }[] = [
  { name: 'area', autoComplete: 'address-level3' },
  { name: 'landmark', autoComplete: 'off', optional: true },
]

/** A field left empty, in the server's words where it has its own; any other says "required". */
const REQUIRED: Partial<Record<keyof ShippingForm, string>> = {
  email: 'errors:apiErrors.EMAIL_REQUIRED',
  governorate: 'errors:apiErrors.GOVERNORATE_INVALID',
  city: 'errors:apiErrors.CITY_NOT_IN_GOVERNORATE',
}

export function ShippingFields({
  register,
  setValue,
  governorate,
  errors,
}: {
  register: UseFormRegister<ShippingForm>
  setValue: UseFormSetValue<ShippingForm>
  /** The governorate chosen so far ('' none yet): its cities are offered. */
  governorate: ShippingForm['governorate']
  errors: FieldErrors<ShippingForm>
}) {
  const { t, i18n } = useTranslation(['checkout', 'common', 'errors'])
  // The form is checked here, not by the browser (the form has noValidate): a browser's own bubble
  // speaks the browser's language ("Please select an item in the list." on an Arabic page).
  const problem = (name: keyof ShippingForm) => {
    const error = errors[name]
    if (!error) return null
    if (error.type === 'required') return t(REQUIRED[name] ?? 'shipping.required')
    return t(`errors:apiErrors.${name === 'email' ? 'EMAIL_INVALID' : 'PHONE_IRAQI_INVALID'}`)
  }
  const problemText = (name: keyof ShippingForm) => {
    const text = problem(name)
    return (
      text && (
        <small className="error-text" role="alert">
          {text}
        </small>
      )
    )
  }
  const input = (f: (typeof FIELDS)[number]) => (
    <input
      type={f.type ?? 'text'}
      autoComplete={f.autoComplete}
      required={!f.optional}
      dir={f.type === 'tel' || f.type === 'email' ? 'ltr' : undefined}
      aria-invalid={errors[f.name] ? true : undefined}
      {...register(f.name, {
        required: !f.optional,
        // The server's own rules: 07XX XXX XXXX or +964 7XX…, in either kind of digits; an
        // address as its schema takes it.
        validate:
          f.name === 'phone'
            ? (v) => iraqiMobile(v ?? '') !== null
            : f.name === 'email'
              ? (v) => isEmailAddress((v ?? '').trim())
              : undefined,
      })}
    />
  )
  return (
    <fieldset className="shipping-fields">
      <legend>{t('shipping.title')}</legend>
      {FIELDS.map((f) => (
        <label key={f.name} className="field">
          <span>{t(`shipping.${f.name}`)}</span>
          {input(f)}
          {problemText(f.name) ??
            (f.name === 'phone' && <small className="field-hint">{t('shipping.phoneHint')}</small>)}
        </label>
      ))}
      <label className="field wide">
        <span>{t('shipping.governorate')}</span>
        <select
          required
          defaultValue=""
          aria-invalid={errors.governorate ? true : undefined}
          {...register('governorate', {
            required: true,
            // Another governorate's cities: the city chosen before is not one of them.
            onChange: () => setValue('city', ''),
          })}
        >
          <option value="" disabled>
            {t('shipping.chooseGovernorate')}
          </option>
          {GOVERNORATES.map((g) => (
            <option key={g.id} value={g.id}>
              {governorateName(g.id, i18n.language)}
            </option>
          ))}
        </select>
        {problemText('governorate')}
      </label>
      <label className="field">
        <span>{t('shipping.city')}</span>
        <select
          required
          defaultValue=""
          disabled={!governorate}
          autoComplete="address-level2"
          aria-invalid={errors.city ? true : undefined}
          {...register('city', { required: true })}
        >
          <option value="" disabled>
            {t('shipping.chooseCity')}
          </option>
          {governorate &&
            citiesOf(governorate).map((c) => (
              <option key={c.id} value={c.id}>
                {cityName(c.id, i18n.language)}
              </option>
            ))}
        </select>
        {problemText('city')}
      </label>
      {PLACE.map((f) => (
        <label key={f.name} className={f.name === 'landmark' ? 'field wide' : 'field'}>
          <span>
            {t(`shipping.${f.name}`)}
            {f.optional && <small> ({t('shipping.optional')})</small>}
          </span>
          {input(f)}
          {problemText(f.name) ??
            (f.name === 'landmark' && (
              <small className="field-hint">{t('shipping.landmarkHint')}</small>
            ))}
        </label>
      ))}
    </fieldset>
  )
}
