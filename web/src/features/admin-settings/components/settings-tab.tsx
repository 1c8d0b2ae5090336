// The Settings tab: the pricing rules orders are charged by (tax rate, shipping fee, free-shipping
// threshold) and each payment method's fee and availability. Store info is kept as it is.
import type { FormEvent } from 'react'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { useShopSettings } from '@/lib/use-settings'
import { type ShopSettings, useSaveSettings } from '../api/save-settings'
import { TabLoading } from '@/components/admin/tab-loading'

const METHOD_LABELS: Record<ShopSettings['paymentMethods'][number]['id'], string> = {
  cod: 'Cash on delivery',
  card: 'Card',
  paypal: 'PayPal',
}

export function SettingsTab() {
  const settings = useShopSettings()
  const save = useSaveSettings()
  const { status, show } = useStatus()
  if (!settings.data) return <TabLoading queries={[settings]} what="settings" />
  const current = settings.data

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const amount = (name: string) => Number(form.get(name))
    const next: ShopSettings = {
      ...current,
      taxRate: amount('taxRate'),
      shippingFee: amount('shippingFee'),
      freeShippingThreshold: amount('freeShippingThreshold'),
      paymentMethods: current.paymentMethods.map((m) => ({
        id: m.id,
        fee: amount(`fee-${m.id}`),
        available: form.get(`available-${m.id}`) === 'on',
      })),
    }
    save.mutate(next, {
      onSuccess: () => show('success', 'Settings saved.'),
      onError: (error) => show('error', `Failed to save settings: ${error.message}`),
    })
  }

  return (
    <div className="admin-stack">
      <StatusMessage status={status} />
      {/* The key remounts the form with the saved values as its defaults. */}
      <form key={JSON.stringify(current)} className="card admin-panel form" onSubmit={onSubmit}>
        <h3>Pricing</h3>
        <div className="field-row">
          <label className="field">
            Tax rate (%)
            <input
              name="taxRate"
              type="number"
              min="0"
              max="100"
              step="0.01"
              required
              defaultValue={current.taxRate}
            />
          </label>
          <label className="field">
            Shipping fee (IQD)
            <input
              name="shippingFee"
              type="number"
              min="0"
              step="0.01"
              required
              defaultValue={current.shippingFee}
            />
          </label>
          <label className="field">
            Free shipping above (IQD)
            <input
              name="freeShippingThreshold"
              type="number"
              min="0"
              step="0.01"
              required
              defaultValue={current.freeShippingThreshold}
            />
          </label>
        </div>
        <h3>Payment methods</h3>
        {current.paymentMethods.map((m) => (
          <div key={m.id} className="field-row">
            <label className="field">
              {METHOD_LABELS[m.id]} fee (IQD)
              <input
                name={`fee-${m.id}`}
                type="number"
                min="0"
                step="0.01"
                required
                defaultValue={m.fee}
              />
            </label>
            <label className="admin-check">
              <input name={`available-${m.id}`} type="checkbox" defaultChecked={m.available} />
              {METHOD_LABELS[m.id]} available
            </label>
          </div>
        ))}
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save Settings
          </button>
        </div>
      </form>
    </div>
  )
}
