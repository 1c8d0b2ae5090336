// The built-in motorcycle list, grouped by make: model, engine, first-to-last year, category.
import { useTranslation } from 'react-i18next'
import { MAKES, modelsOf } from '../motorcycles'

export function DatabaseTab() {
  const { t } = useTranslation('fitment')
  return (
    <div className="fit-db">
      <p className="fit-db__intro">
        {t('database.intro', { count: MAKES.reduce((n, make) => n + modelsOf(make).length, 0) })}
      </p>
      {MAKES.map((make) => (
        <section key={make} className="feature-box fit-db__make">
          <h2>
            {make} <small>{t('database.models', { count: modelsOf(make).length })}</small>
          </h2>
          <ul className="fit-db__list">
            {modelsOf(make).map((bike) => {
              const years = bike.years.map(Number)
              return (
                <li key={bike.model} className="fit-db__bike">
                  <div>
                    <strong>{bike.model}</strong>
                    {bike.fullySupported && (
                      <span className="fit-badge fit-badge--green">{t('popular.badge')}</span>
                    )}
                    <span className="fit-db__engine">{bike.engine}</span>
                  </div>
                  <div className="fit-db__facts">
                    <span dir="ltr">{`${Math.min(...years)}–${Math.max(...years)}`}</span>
                    <span className="fit-db__category">{t(`bikeCategory.${bike.category}`)}</span>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
