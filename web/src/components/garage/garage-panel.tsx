// My Garage: the saved bikes (one tap makes one current, or none), removing one, and adding one
// by make, model, year and variant.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { bikeParam, MAX_GARAGE_BIKES } from '@domain/garage'
import { Icon } from '@/components/ui/icon'
import { useFocusReturn } from '@/components/ui/use-focus-return'
import { localized } from '@/lib/text'
import { addBike, garageStore, removeBike } from '@/stores/garage'
import { BikePicker } from './bike-picker'
import './garage-panel.css'
import { bikeName } from './bike-name'
import { useChooseBike } from './use-choose-bike'

export default function GaragePanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('garage')
  const garage = garageStore.use()
  const choose = useChooseBike()
  const panel = useRef<HTMLDivElement>(null)
  useFocusReturn(panel)

  // Escape or a click outside closes it, as a menu does.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    const onClick = (e: MouseEvent) => {
      const garageBox = panel.current?.parentElement
      if (garageBox && !garageBox.contains(e.target as Node)) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [onClose])

  return (
    <div ref={panel} className="garage-panel" role="dialog" aria-label={t('title')}>
      <div className="garage-panel__head">
        <h2>{t('title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <p className="muted">{t('intro')}</p>
      {garage.bikes.length === 0 ? (
        <p className="garage-panel__empty">{t('empty')}</p>
      ) : (
        <ul className="garage-list" aria-label={t('saved')}>
          {garage.bikes.map((bike) => {
            const current = garage.current === bikeParam(bike)
            const name = bikeName(bike)
            return (
              <li key={bikeParam(bike)} className={current ? 'current' : undefined}>
                <button
                  type="button"
                  className="garage-list__choose"
                  aria-pressed={current}
                  onClick={() => {
                    choose(bike)
                    onClose()
                  }}
                >
                  {/* Named by the words shown, after a hidden "Shop for" (WCAG label-in-name). */}
                  <span className="visually-hidden">{t('choose')} </span>
                  <span className="garage-list__make">
                    {localized(i18n.language, bike.make, bike.makeAr)}
                  </span>
                  <bdi className="garage-list__model">{name}</bdi>
                  {current && <span className="garage-list__current">{t('current')}</span>}
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('remove', { bike: name })}
                  onClick={() => {
                    // The address must stop naming a bike that is no longer saved.
                    if (current) choose(null)
                    removeBike(bike)
                  }}
                >
                  <Icon name="trash" size={16} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {garage.current && (
        <button type="button" className="btn btn-link" onClick={() => choose(null)}>
          {t('noBike')}
        </button>
      )}
      <h3>{t('add')}</h3>
      {garage.bikes.length >= MAX_GARAGE_BIKES ? (
        <p className="muted">{t('full', { count: MAX_GARAGE_BIKES })}</p>
      ) : (
        <BikePicker
          submitLabel={t('save')}
          onPick={(bike) => {
            addBike(bike)
            choose(bike)
            onClose()
          }}
        />
      )}
    </div>
  )
}
