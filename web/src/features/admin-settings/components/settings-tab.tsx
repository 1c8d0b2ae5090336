// The Settings tab: the pricing rules orders are charged by (tax rate, delivery fee per zone,
// free-shipping threshold), each payment method's fee, availability and provider, and the limits
// on unpaid orders (units per line, per order and per customer, hours to confirm a
// cash-on-delivery order, and whether its customer is asked by SMS), the couriers (which one
// ships to each governorate, their fees, refusals and statements; each one's places below the
// form) and WhatsApp's template names and languages. Checked by the server's own settings schema; store info is kept as it is.
import { useTranslation } from 'react-i18next'
import type { OnlineMethodId } from '@domain/payment-methods'
import { shopSettingsSchema } from '@schemas/settings'
import { errorText } from '@/components/admin/admin-format'
import { useSchemaForm } from '@/components/admin/schema-form'
import { adminMethodLabel } from '@/components/admin/status-labels'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { useShopSettings } from '@/lib/use-settings'
import { type ShopSettings, useSaveSettings } from '../api/save-settings'
import { CourierFields, CourierPlacesPanels } from './courier-settings'
import { NumberField } from './number-field'
import { WhatsappFields } from './whatsapp-settings'

type SavedSettings = NonNullable<ReturnType<typeof useShopSettings>['data']>

export function SettingsTab() {
  const { t } = useTranslation('admin-settings')
  const settings = useShopSettings()
  // Here, not in the form: a save remounts the form (below) before its own callbacks could run.
  const save = useSaveSettings()
  const { status, show } = useStatus()
  if (!settings.data) return <TabLoading queries={[settings]} what={t('loading')} />
  const onSave = (next: ShopSettings) =>
    save.mutate(next, {
      onSuccess: () => show('success', t('saved')),
      onError: (error) => show('error', t('saveFailed', { error: errorText(error) })),
    })
  return (
    <div className="admin-stack">
      <StatusMessage status={status} />
      {/* The key remounts the form with the saved values as its defaults. */}
      <SettingsForm
        key={JSON.stringify(settings.data)}
        current={settings.data}
        busy={save.isPending}
        onSave={onSave}
      />
      <CourierPlacesPanels />
    </div>
  )
}

function SettingsForm({
  current,
  busy,
  onSave,
}: {
  current: SavedSettings
  busy: boolean
  onSave: (settings: ShopSettings) => void
}) {
  const { t } = useTranslation('admin-settings')
  const { t: pay } = useTranslation('admin', { keyPrefix: 'payments' })
  const form = useSchemaForm(shopSettingsSchema, { defaultValues: current })
  const { register, handleSubmit, formState } = form
  const { errors } = formState
  const number = (name: Parameters<typeof register>[0]) => register(name, { valueAsNumber: true })
  const onSubmit = handleSubmit(onSave)

  return (
    <form className="card admin-panel form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3>{t('pricing')}</h3>
      <div className="field-row">
        <NumberField
          label={t('taxRate')}
          field={number('taxRate')}
          error={errors.taxRate}
          decimals
        />
        <NumberField
          label={t('deliveryBaghdad')}
          field={number('deliveryFees.baghdad')}
          error={errors.deliveryFees?.baghdad}
        />
        <NumberField
          label={t('deliveryOther')}
          field={number('deliveryFees.otherGovernorates')}
          error={errors.deliveryFees?.otherGovernorates}
        />
        <NumberField
          label={t('freeShipping')}
          field={number('freeShippingThreshold')}
          error={errors.freeShippingThreshold}
        />
      </div>
      <h3>{t('paymentMethods')}</h3>
      {!current.paymentMethods.some((m) => m.id !== 'cod' && m.configured) && (
        <p className="hint" role="status">
          {t('codOnly')}
        </p>
      )}
      {current.paymentMethods.map((m, i) => {
        const method = adminMethodLabel(m.id)
        return (
          <div key={m.id} className="field-row">
            <NumberField
              label={t('fee', { method })}
              field={number(`paymentMethods.${i}.fee`)}
              error={errors.paymentMethods?.[i]?.fee}
            />
            <label className="admin-check">
              <input type="checkbox" {...register(`paymentMethods.${i}.available`)} />
              {t('available', { method })}
            </label>
            {m.providers.length > 1 && (
              <label className="field">
                {pay('settings.provider', { method })}
                {/* Only a provider whose secrets are set can be chosen (the server checks it
                    too); the saved one stays. */}
                <select {...register(`paymentProviders.${m.id as OnlineMethodId}`)}>
                  {m.providers.map((p) => (
                    <option key={p.id} value={p.id} disabled={!p.configured && p.id !== m.provider}>
                      {p.configured
                        ? pay(`providers.${p.id}`)
                        : pay('settings.providerNotConfigured', {
                            provider: pay(`providers.${p.id}`),
                          })}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <span className={m.ready ? 'muted' : 'error-text'}>
              {t(
                m.id === 'cod'
                  ? 'method.cod'
                  : !m.configured
                    ? 'method.notConfigured'
                    : m.ready
                      ? 'method.ready'
                      : 'method.off',
              )}
              {m.id === 'paypal' && <>. {t('method.paypal')}</>}
            </span>
          </div>
        )
      })}
      <h3>{t('orders')}</h3>
      <div className="field-row">
        <NumberField
          label={t('maxQuantity')}
          field={number('maxQuantityPerLine')}
          error={errors.maxQuantityPerLine}
        />
        <NumberField
          label={t('unitLimits.maxUnitsPerOrder')}
          field={number('maxUnitsPerOrder')}
          error={errors.maxUnitsPerOrder}
        />
        <NumberField
          label={t('unitLimits.maxUnitsPerCustomer')}
          field={number('maxUnitsPerCustomer')}
          error={errors.maxUnitsPerCustomer}
        />
        <NumberField
          label={t('codHours')}
          field={number('codConfirmHours')}
          error={errors.codConfirmHours}
        />
        <NumberField
          label={t('paymentHold')}
          field={number('paymentHoldMinutes')}
          error={errors.paymentHoldMinutes}
        />
      </div>
      <p className="hint">{t('unitLimits.hint')}</p>
      <label className="admin-check">
        <input type="checkbox" {...register('codSmsConfirmation')} />
        {t('codSms')}
      </label>
      <CourierFields form={form} />
      <WhatsappFields form={form} configured={current.whatsapp.configured} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  )
}
