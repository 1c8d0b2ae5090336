// The product's fitment rows in the product form: a vehicle (make → model, or a variant) with
// its years (blank: every year), or "Universal" for every bike.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FitmentRule } from '@domain/fitment'
import { year as yearText } from '@/components/admin/admin-format'
import { vehicleQueries } from '@/lib/queries/vehicles'
import './fitment.css'

/** A row as edited: years stay text until saved, so a half-typed year is not lost. */
export interface FitmentDraft {
  key: number
  vehicleId: number | null
  yearFrom: string
  yearTo: string
}

let nextKey = 0
export const draftOf = (rule: FitmentRule): FitmentDraft => ({
  key: nextKey++,
  vehicleId: rule.vehicleId,
  yearFrom: rule.yearFrom === null ? '' : String(rule.yearFrom),
  yearTo: rule.yearTo === null ? '' : String(rule.yearTo),
})

const year = (text: string) => (text.trim() ? Number(text) : null)
export const ruleOf = (d: FitmentDraft): FitmentRule => ({
  vehicleId: d.vehicleId,
  yearFrom: d.vehicleId === null ? null : year(d.yearFrom),
  yearTo: d.vehicleId === null ? null : year(d.yearTo),
})

export function FitmentRows({
  rows,
  onChange,
}: {
  rows: FitmentDraft[]
  onChange: (rows: FitmentDraft[]) => void
}) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'fitment' })
  const vehicles = useQuery(vehicleQueries.tree())
  const set = (key: number, change: Partial<FitmentDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)))
  return (
    <fieldset className="fitment-rows">
      <legend>{t('legend')}</legend>
      {rows.length === 0 && <p className="muted small">{t('none')}</p>}
      {rows.map((row, i) => (
        <div key={row.key} className="field-row fitment-row">
          <label className="field">
            {t('motorcycle', { n: i + 1 })}
            <select
              value={row.vehicleId ?? ''}
              onChange={(e) =>
                set(row.key, { vehicleId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">{t('universal')}</option>
              {vehicles.data?.map((make) => (
                <optgroup key={make.make} label={make.make}>
                  {make.models.flatMap((model) => [
                    <option key={model.id} value={model.id}>
                      {`${make.make} ${model.model} (${yearText(model.firstYear)}–${yearText(model.lastYear)})`}
                    </option>,
                    ...model.variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {`${make.make} ${model.model} ${v.variant}`}
                      </option>
                    )),
                  ])}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="field">
            {t('fromYear')}
            <input
              type="number"
              min="1950"
              max="2100"
              value={row.yearFrom}
              disabled={row.vehicleId === null}
              onChange={(e) => set(row.key, { yearFrom: e.target.value })}
            />
          </label>
          <label className="field">
            {t('toYear')}
            <input
              type="number"
              min="1950"
              max="2100"
              value={row.yearTo}
              disabled={row.vehicleId === null}
              onChange={(e) => set(row.key, { yearTo: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={t('removeLabel', { n: i + 1 })}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() =>
          onChange([...rows, draftOf({ vehicleId: null, yearFrom: null, yearTo: null })])
        }
      >
        {t('add')}
      </button>
    </fieldset>
  )
}
