// The account's switch for order updates on WhatsApp, shown while the shop's WhatsApp is set up;
// switching it off also stops the updates of the orders already placed.
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-messages'
import { useShopSettings } from '@/lib/use-settings'
import { useWhatsappOptIn } from '../api/opt-in'

export function WhatsappSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('phone')
  const optIn = useWhatsappOptIn()
  const settings = useShopSettings()
  if (!settings.data?.whatsapp.configured) return null
  return (
    <section className="card" aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title">{t('whatsapp.title')}</h2>
      <label className="checkbox-label">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={optIn.isPending}
          onChange={(event) => optIn.mutate(event.target.checked)}
        />{' '}
        {t('whatsapp.switch')}
      </label>
      <p className="muted">{t('whatsapp.stop')}</p>
      {optIn.error && (
        <p className="error-text" role="alert">
          {errorMessage(optIn.error)}
        </p>
      )}
    </section>
  )
}
