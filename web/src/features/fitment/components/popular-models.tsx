// The popular models the shop covers end to end, marked Fully Supported.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { vehicleQueries } from '@/lib/queries/vehicles'
import { localized } from '@/lib/text'

export function PopularModels() {
  const { t, i18n } = useTranslation('fitment')
  const vehicles = useQuery(vehicleQueries.tree())
  const popular = (vehicles.data ?? []).flatMap((make) =>
    make.models.filter((m) => m.popular).map((model) => ({ make, model })),
  )
  return (
    <section className="fit-popular">
      <h2>{t('popular.title')}</h2>
      <ul className="fit-popular__list">
        {popular.map(({ make, model }) => (
          <li key={model.id} className="feature-box fit-popular__bike">
            <span className="fit-popular__make">
              {localized(i18n.language, make.make, make.makeAr)}
            </span>
            <strong>
              <bdi>{model.model}</bdi>
            </strong>
            <span className="fit-badge fit-badge--green">✓ {t('popular.badge')}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
