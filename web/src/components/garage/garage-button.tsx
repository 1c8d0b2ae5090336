// The header's My Garage button: names the current bike, and opens the garage (a lazy chunk: the
// first paint needs only the button).
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyPage, preloadOnIntent } from '@/components/errors/lazy-page'
import { Icon } from '@/components/ui/icon'
import './garage.css'
import { useCurrentBike } from '@/stores/garage'
import { bikeName } from './bike-name'

const GaragePanel = lazyPage(() => import('./garage-panel'), ['garage'])

export function GarageButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const bike = useCurrentBike()
  return (
    <div className="garage">
      <button
        type="button"
        className={bike ? 'garage-button has-bike' : 'garage-button'}
        aria-expanded={open}
        aria-label={
          bike ? t('garage.buttonWithBike', { bike: bikeName(bike) }) : t('garage.button')
        }
        title={bike ? t('garage.buttonWithBike', { bike: bikeName(bike) }) : t('garage.button')}
        onClick={() => setOpen((o) => !o)}
        {...preloadOnIntent(GaragePanel)}
      >
        <Icon name="bike" size={20} />
        <bdi className="garage-button__name">{bike ? bikeName(bike) : t('garage.button')}</bdi>
      </button>
      {open && (
        <Suspense fallback={null}>
          <GaragePanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
