// The answer for the shopper's current bike on a card or a product page: fits (green), does not
// fit (red), or check fitment (amber) when the product has no data that decides it.
import { useTranslation } from 'react-i18next'
import type { FitmentAnswer } from '@domain/fitment'
import { Icon } from '@/components/ui/icon'
import { useCurrentBike } from '@/stores/garage'
import { isolatedBikeName } from './bike-name'

const ICONS = { fits: 'check', doesNotFit: 'close', unknown: 'bike' } as const

export function FitmentLabel({ answer }: { answer: FitmentAnswer | undefined }) {
  const { t } = useTranslation('garage')
  const bike = useCurrentBike()
  if (!bike || !answer) return null
  return (
    <p className={`fitment-label fitment-label--${answer}`} data-fitment={answer}>
      <Icon name={ICONS[answer]} size={14} />
      <span>{t(`answer.${answer}`, { bike: isolatedBikeName(bike) })}</span>
    </p>
  )
}
