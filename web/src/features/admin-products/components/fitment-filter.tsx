// The Products tab's fitment filters: the parts that fit one motorcycle (and year), or the parts
// with no fitment data yet.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CatalogueFilter } from '@/lib/queries/products'
import { vehicleQueries } from '@/lib/queries/vehicles'
import './fitment.css'

export interface FitmentFilterValue {
  vehicle: string
  year: string
  noData: boolean
}

export const NO_FITMENT_FILTER: FitmentFilterValue = { vehicle: '', year: '', noData: false }

/** The catalogue query of the filter. */
export const fitmentQuery = (f: FitmentFilterValue): CatalogueFilter => ({
  ...(f.vehicle && { vehicle: f.vehicle, fits: '1', ...(f.year && { year: f.year }) }),
  ...(f.noData && { noFitment: '1' }),
})

export function FitmentFilter({
  value,
  onChange,
}: {
  value: FitmentFilterValue
  onChange: (value: FitmentFilterValue) => void
}) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'filter' })
  const vehicles = useQuery(vehicleQueries.tree())
  return (
    <>
      <select
        aria-label={t('fits')}
        value={value.vehicle}
        onChange={(e) => onChange({ ...value, vehicle: e.target.value, noData: false })}
      >
        <option value="">{t('any')}</option>
        {vehicles.data?.map((make) => (
          <optgroup key={make.make} label={make.make}>
            {make.models.map((model) => (
              <option key={model.id} value={model.id}>
                {`${make.make} ${model.model}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <input
        type="number"
        aria-label={t('year')}
        placeholder={t('yearPlaceholder')}
        min="1950"
        max="2100"
        className="year-input"
        value={value.year}
        disabled={!value.vehicle}
        onChange={(e) => onChange({ ...value, year: e.target.value })}
      />
      <label className="checkbox-inline">
        <input
          type="checkbox"
          checked={value.noData}
          onChange={(e) => onChange({ vehicle: '', year: '', noData: e.target.checked })}
        />
        {t('noData')}
      </label>
    </>
  )
}
