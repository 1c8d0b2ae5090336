// The shop's motorcycles (GET /api/vehicles), grouped by make: model, engine, first-to-last year,
// category, and the Fully Supported mark.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { vehicleQueries } from '@/lib/queries/vehicles'
import { localized } from '@/lib/text'

export function DatabaseTab() {
  const { t, i18n } = useTranslation('fitment')
  const vehicles = useQuery(vehicleQueries.tree())
  if (vehicles.isPending) return <p className="fit-search__status">{t('database.loading')}</p>
  if (vehicles.isError) return <p className="fit-search__error">{t('search.loadError')}</p>
  const makes = vehicles.data
  return (
    <div className="fit-db">
      <p className="fit-db__intro">
        {t('database.intro', { count: makes.reduce((n, m) => n + m.models.length, 0) })}
      </p>
      {makes.map((make) => (
        <section key={make.make} className="feature-box fit-db__make">
          <h2>
            {localized(i18n.language, make.make, make.makeAr)}{' '}
            <small>{t('database.models', { count: make.models.length })}</small>
          </h2>
          <ul className="fit-db__list">
            {make.models.map((bike) => (
              <li key={bike.model} className="fit-db__bike">
                <div>
                  <strong>
                    <bdi>{bike.model}</bdi>
                  </strong>
                  {bike.popular && (
                    <span className="fit-badge fit-badge--green">{t('popular.badge')}</span>
                  )}
                  <bdi className="fit-db__engine">{`${bike.engineCc}cc ${bike.engine}`}</bdi>
                </div>
                <div className="fit-db__facts">
                  <span dir="ltr">{`${bike.firstYear}–${bike.lastYear}`}</span>
                  <span className="fit-db__category">{t(`bikeCategory.${bike.type}`)}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
