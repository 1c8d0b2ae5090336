// The payment methods that can take money now (switched on in the settings and their provider
// configured): icon, name, description and fee when above zero. Cash on delivery is shown disabled,
// with why, for a phone the shop stopped offering it to (too many parcels refused at the door).
import { useTranslation } from 'react-i18next'
import { formatIqd } from '@domain/money-format'
import type { PaymentMethodId } from '@domain/payment-methods'
import { Icon, type IconName } from '@/components/ui/icon'
import type { ShopSettings } from '@/lib/api-types'

const ICONS: Record<PaymentMethodId, IconName> = {
  cod: 'cash',
  fib: 'wallet',
  zaincash: 'wallet',
  card: 'card',
  paypal: 'wallet',
}

interface Props {
  methods: ShopSettings['paymentMethods']
  value: PaymentMethodId
  onChange: (id: PaymentMethodId) => void
  /** The server refused cash on delivery for the phone typed. */
  codRefused?: boolean
}

export function PaymentOptions({ methods, value, onChange, codRefused = false }: Props) {
  const { t, i18n } = useTranslation('checkout')
  return (
    <fieldset className="payment-options">
      <legend>{t('payment.title')}</legend>
      {methods
        .filter((m) => m.ready)
        .map((m) => {
          const refused = codRefused && m.id === 'cod'
          return (
            <label
              key={m.id}
              className={m.id === value ? 'payment on' : refused ? 'payment off' : 'payment'}
            >
              <input
                type="radio"
                name="payment"
                value={m.id}
                checked={m.id === value}
                disabled={refused}
                aria-describedby={refused ? 'cod-refused' : undefined}
                onChange={() => onChange(m.id)}
              />
              <span className="payment-icon">
                <Icon name={ICONS[m.id]} size={22} />
              </span>
              <span className="payment-text">
                <strong>{t(`payment.${m.id}.name`)}</strong>
                <small>{t(`payment.${m.id}.description`)}</small>
                {refused && (
                  <small id="cod-refused" className="payment-refused">
                    {t('payment.codRefused')}
                  </small>
                )}
              </span>
              {m.fee > 0 && !refused && (
                <span className="payment-fee">+{formatIqd(m.fee, i18n.language)}</span>
              )}
            </label>
          )
        })}
    </fieldset>
  )
}
