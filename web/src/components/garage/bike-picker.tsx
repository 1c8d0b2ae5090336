// Make → model → year (→ variant) from the shop's list of motorcycles (GET /api/vehicles).
// Choosing a make clears the model and year; choosing a model clears the year and variant.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { modelYears } from '@domain/vehicles'
import { localized } from '@/lib/text'
import { vehicleQueries } from '@/lib/queries/vehicles'
import type { SavedBike } from '@/stores/garage'

export function BikePicker({
  onPick,
  submitLabel,
}: {
  onPick: (bike: SavedBike) => void
  submitLabel: string
}) {
  const { t, i18n } = useTranslation('garage')
  const lang = i18n.language
  const vehicles = useQuery(vehicleQueries.tree())
  const [make, setMake] = useState('')
  const [modelId, setModelId] = useState('')
  const [year, setYear] = useState('')
  const [variantId, setVariantId] = useState('')

  if (vehicles.isPending) return <p className="muted">{t('loading')}</p>
  if (vehicles.isError) return <p className="error-text">{t('loadFailed')}</p>
  const makeEntry = vehicles.data.find((m) => m.make === make)
  const model = makeEntry?.models.find((m) => String(m.id) === modelId)
  const variant = model?.variants.find((v) => String(v.id) === variantId)

  return (
    <form
      className="bike-picker"
      onSubmit={(e) => {
        e.preventDefault()
        if (!makeEntry || !model || !year) return
        onPick({
          vehicleId: variant?.id ?? model.id,
          year: Number(year),
          make: makeEntry.make,
          makeAr: makeEntry.makeAr,
          model: model.model,
          modelAr: model.modelAr,
          variant: variant?.variant ?? '',
        })
        setMake('')
        setModelId('')
        setYear('')
        setVariantId('')
      }}
    >
      <label>
        <span>{t('make')}</span>
        <select
          value={make}
          onChange={(e) => {
            setMake(e.target.value)
            setModelId('')
            setYear('')
            setVariantId('')
          }}
        >
          <option value="">{t('selectMake')}</option>
          {vehicles.data.map((m) => (
            <option key={m.make} value={m.make}>
              {localized(lang, m.make, m.makeAr)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('model')}</span>
        <select
          value={modelId}
          disabled={!makeEntry}
          onChange={(e) => {
            setModelId(e.target.value)
            setYear('')
            setVariantId('')
          }}
        >
          <option value="">{t('selectModel')}</option>
          {makeEntry?.models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.model} ({m.engineCc}cc)
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('year')}</span>
        <select value={year} disabled={!model} onChange={(e) => setYear(e.target.value)}>
          <option value="">{t('selectYear')}</option>
          {model &&
            modelYears(model).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
        </select>
      </label>
      {model && model.variants.length > 0 && (
        <label>
          <span>{t('variant')}</span>
          <select value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            <option value="">{t('anyVariant')}</option>
            {model.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.variant}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={!model || !year}>
        {submitLabel}
      </button>
    </form>
  )
}
