// The five popular models the shop covers end to end, marked Fully Supported.
import { useTranslation } from 'react-i18next'
import { MOTORCYCLES } from '../motorcycles'

export function PopularModels() {
  const { t } = useTranslation('fitment')
  return (
    <section className="fit-popular">
      <h2>{t('popular.title')}</h2>
      <ul className="fit-popular__list">
        {MOTORCYCLES.filter((bike) => bike.fullySupported).map((bike) => (
          <li key={`${bike.make} ${bike.model}`} className="feature-box fit-popular__bike">
            <span className="fit-popular__make">{bike.make}</span>
            <strong>{bike.model}</strong>
            <span className="fit-badge fit-badge--green">✓ {t('popular.badge')}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
