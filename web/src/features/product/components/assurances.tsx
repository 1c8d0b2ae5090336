// The four promises under the buy button; the free-shipping line names the shop's threshold.
import { useTranslation } from 'react-i18next'
import { formatIqd } from '@domain/money-format'
import { Icon, type IconName } from '@/components/ui/icon'
import { useShopSettings } from '@/lib/use-settings'

const ITEMS: { key: string; icon: IconName }[] = [
  { key: 'quality', icon: 'shield' },
  { key: 'shipping', icon: 'truck' },
  { key: 'returns', icon: 'refresh' },
  { key: 'delivery', icon: 'bolt' },
]

export function Assurances() {
  const { t, i18n } = useTranslation('product')
  const { data: settings } = useShopSettings()
  const amount = settings ? formatIqd(settings.freeShippingThreshold, i18n.language) : ''
  return (
    <ul className="assurances">
      {ITEMS.map((item) => (
        <li key={item.key}>
          <Icon name={item.icon} size={18} />
          {t(`assurance.${item.key}`, { amount })}
        </li>
      ))}
    </ul>
  )
}
