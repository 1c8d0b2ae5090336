// The eight shipping fields, all required; e-mail and phone use their input types.
import type { UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ShippingInfo } from '../api/create-order'

const FIELDS: { name: keyof ShippingInfo; type?: string; autoComplete: string; wide?: boolean }[] =
  [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'address', autoComplete: 'street-address', wide: true },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'state', autoComplete: 'address-level1' },
    { name: 'zipCode', autoComplete: 'postal-code' },
  ]

export function ShippingFields({ register }: { register: UseFormRegister<ShippingInfo> }) {
  const { t } = useTranslation('checkout')
  return (
    <fieldset className="shipping-fields">
      <legend>{t('shipping.title')}</legend>
      {FIELDS.map((f) => (
        <label key={f.name} className={f.wide ? 'field wide' : 'field'}>
          <span>{t(`shipping.${f.name}`)}</span>
          <input
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            required
            dir={f.type === 'tel' || f.type === 'email' ? 'ltr' : undefined}
            {...register(f.name, { required: true })}
          />
        </label>
      ))}
    </fieldset>
  )
}
