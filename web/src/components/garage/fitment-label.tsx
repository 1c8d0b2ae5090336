// The answer for the shopper's current bike on a card or a product page: fits (green), does not
// fit (red), or check fitment (amber) when the product has no data that decides it.
import { useTranslation } from 'react-i18next'
import type { FitmentAnswer } from '@domain/fitment'
import { Icon } from '@/components/ui/icon'
import { type SavedBike, useCurrentBike } from '@/stores/garage'
import { isolatedBikeName } from './bike-name'

const ICONS = { fits: 'check', doesNotFit: 'close', unknown: 'bike' } as const

export function FitmentLabel({ answer }: { answer: FitmentAnswer | undefined }) {
  const bike = useCurrentBike()
  // Without a bike there is nothing to say (and the garage's texts need not be fetched).
  if (!bike || !answer) return null
  return <Label answer={answer} bike={bike} />
}

function Label({ answer, bike }: { answer: FitmentAnswer; bike: SavedBike }) {
  const { t } = useTranslation('garage')
  return (
    <p className={`fitment-label fitment-label--${answer}`} data-fitment={answer}>
      <Icon name={ICONS[answer]} size={14} />
      <span>{t(`answer.${answer}`, { bike: isolatedBikeName(bike) })}</span>
    </p>
  )
}
