// The Couriers section of Settings: which courier ships to each governorate (none: the owner ships
// by hand), each courier's fee per parcel, when refused parcels stop cash on delivery, and when a
// parcel missing from the statements is a difference (fields of the settings form); and, per
// configured courier, its places: refresh its lists, and pick by hand where no name matched.
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { COURIER_IDS, type CourierId } from '@domain/couriers'
import { GOVERNORATES, type GovernorateId, governorateName } from '@domain/iraq-address'
import { cityName } from '@domain/iraq-places'
import type { shopSettingsSchema } from '@schemas/settings'
import { dateTime, errorText } from '@/components/admin/admin-format'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import {
  useChoosePlace,
  useCourierPlaces,
  useCourierReadiness,
  useRefreshPlaces,
} from '../api/couriers'
import { NumberField } from './number-field'
import '../couriers.css'

type SettingsForm = UseFormReturn<
  z.input<typeof shopSettingsSchema>,
  unknown,
  z.output<typeof shopSettingsSchema>
>

/** The form's courier fields (the settings form sends them with the rest). */
export function CourierFields({ form }: { form: SettingsForm }) {
  const { t, i18n } = useTranslation('admin-settings')
  const { register, control, setValue } = form
  const errors = form.formState.errors.couriers
  const readiness = useCourierReadiness().data
  const byGovernorate = useWatch({ control, name: 'couriers.byGovernorate' }) ?? {}
  const number = (name: Parameters<typeof register>[0]) => register(name, { valueAsNumber: true })
  const configured = (id: CourierId) => readiness?.find((r) => r.id === id)?.configured ?? false
  // "None" leaves the governorate out of the record (the schema takes couriers' ids only).
  const choose = (governorate: GovernorateId, courier: string) => {
    const { [governorate]: _dropped, ...others } = byGovernorate
    setValue(
      'couriers.byGovernorate',
      courier ? { ...others, [governorate]: courier as CourierId } : others,
      { shouldDirty: true },
    )
  }
  return (
    <>
      <h3>{t('couriers.title')}</h3>
      <p className="hint">{t('couriers.hint')}</p>
      <div className="courier-governorates">
        {GOVERNORATES.map((g) => (
          <label key={g.id} className="field">
            {governorateName(g.id, i18n.language)}
            <select
              value={byGovernorate[g.id] ?? ''}
              onChange={(e) => choose(g.id, e.target.value)}
            >
              <option value="">{t('couriers.none')}</option>
              {COURIER_IDS.map((id) => (
                <option key={id} value={id}>
                  {configured(id)
                    ? t(`couriers.name.${id}`)
                    : t('couriers.notConfigured', { courier: t(`couriers.name.${id}`) })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="field-row">
        {COURIER_IDS.map((id) => (
          <NumberField
            key={id}
            label={t('couriers.fee', { courier: t(`couriers.name.${id}`) })}
            field={number(`couriers.fees.${id}`)}
            error={errors?.fees?.[id]}
          />
        ))}
        <NumberField
          label={t('couriers.refusalLimit')}
          field={number('couriers.refusalLimit')}
          error={errors?.refusalLimit}
        />
        <NumberField
          label={t('couriers.refusalDays')}
          field={number('couriers.refusalDays')}
          error={errors?.refusalDays}
        />
        <NumberField
          label={t('couriers.statementGraceDays')}
          field={number('couriers.statementGraceDays')}
          error={errors?.statementGraceDays}
        />
      </div>
      <p className="hint">{t('couriers.refusalHint')}</p>
    </>
  )
}

/** Each configured courier's places, below the settings form (their changes save at once). */
export function CourierPlacesPanels() {
  const { t } = useTranslation('admin-settings')
  const readiness = useCourierReadiness()
  const ready = readiness.data?.filter((r) => r.configured) ?? []
  if (!readiness.data) return null
  if (ready.length === 0)
    return (
      <section className="card admin-panel">
        <h3>{t('couriers.placesTitle')}</h3>
        <p className="hint">{t('couriers.noneConfigured')}</p>
      </section>
    )
  return ready.map((r) => <CourierPlaces key={r.id} courier={r.id} />)
}

function CourierPlaces({ courier }: { courier: CourierId }) {
  const { t, i18n } = useTranslation('admin-settings')
  const places = useCourierPlaces(courier)
  const refresh = useRefreshPlaces(courier)
  const { status, show } = useStatus()
  const name = t(`couriers.name.${courier}`)
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (done) =>
        done.complete
          ? show('success', t('couriers.refreshed', { count: done.unmatched }))
          : show(
              'info',
              t('couriers.partly', { count: done.citiesLeft, seconds: done.retryAfterSeconds }),
            ),
      onError: (error) => show('error', t('couriers.refreshFailed', { error: errorText(error) })),
    })
  const unmatched = places.data?.cities.filter((c) => c.place === null) ?? []
  return (
    <section className="card admin-panel courier-places" aria-labelledby={`places-${courier}`}>
      <div className="panel-head">
        <h3 id={`places-${courier}`}>{t('couriers.places', { courier: name })}</h3>
        <button
          type="button"
          className="btn btn-outline"
          onClick={onRefresh}
          disabled={refresh.isPending}
        >
          {t('couriers.refresh')}
        </button>
      </div>
      <StatusMessage status={status} />
      {places.data && (
        <>
          <p className="hint">
            {places.data.refreshedAt
              ? t('couriers.refreshedAt', { date: dateTime(places.data.refreshedAt) })
              : t('couriers.neverRefreshed')}
          </p>
          {/* Nothing to pick from before the courier's lists are read. */}
          {!places.data.refreshedAt ? null : unmatched.length === 0 ? (
            <p>{t('couriers.allMatched')}</p>
          ) : (
            <>
              <h4>{t('couriers.unmatched', { count: unmatched.length })}</h4>
              {GOVERNORATES.filter((g) => unmatched.some((c) => c.governorate === g.id)).map(
                (g) => {
                  const cities = unmatched.filter((c) => c.governorate === g.id)
                  return (
                    <details key={g.id} className="unmatched-governorate">
                      <summary>
                        {t('couriers.inGovernorate', {
                          governorate: governorateName(g.id, i18n.language),
                          count: cities.length,
                        })}
                      </summary>
                      <ul className="unmatched-places">
                        {cities.map((c) => (
                          <UnmatchedPlace
                            key={c.city}
                            courier={courier}
                            governorate={c.governorate}
                            city={c.city}
                            missing={c.missing}
                            suggestedCityId={c.suggestedCityId}
                            courierCities={places.data.courierCities}
                          />
                        ))}
                      </ul>
                    </details>
                  )
                },
              )}
            </>
          )}
        </>
      )}
    </section>
  )
}

type CourierCities = NonNullable<ReturnType<typeof useCourierPlaces>['data']>['courierCities']

/** One shop city without a place with the courier: the owner picks the courier's region, in the
 * courier's city for the governorate when it has one (or another city). */
function UnmatchedPlace({
  courier,
  governorate,
  city,
  missing,
  suggestedCityId,
  courierCities,
}: {
  courier: CourierId
  governorate: GovernorateId
  city: string
  missing: 'governorate' | 'city' | null
  suggestedCityId: string | null
  courierCities: CourierCities
}) {
  const { t, i18n } = useTranslation('admin-settings')
  const choose = useChoosePlace(courier)
  const [courierCityId, setCityId] = useState(suggestedCityId ?? '')
  const [courierRegionId, setRegionId] = useState('')
  const regions = courierCities.find((c) => c.id === courierCityId)?.regions ?? []
  const label = `${cityName(city, i18n.language)} — ${governorateName(governorate, i18n.language)}`
  const ready = courierCityId !== '' && (regions.length === 0 || courierRegionId !== '')
  return (
    <li>
      <span className="unmatched-name">
        <strong>{label}</strong>
        <small className="muted">{t(`couriers.missing.${missing ?? 'city'}`)}</small>
      </span>
      <select
        aria-label={t('couriers.courierCity', { place: label })}
        value={courierCityId}
        onChange={(e) => {
          setCityId(e.target.value)
          setRegionId('')
        }}
      >
        <option value="">{t('couriers.chooseCity')}</option>
        {courierCities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <select
        aria-label={t('couriers.courierRegion', { place: label })}
        value={courierRegionId}
        disabled={regions.length === 0}
        onChange={(e) => setRegionId(e.target.value)}
      >
        <option value="">{t('couriers.chooseRegion')}</option>
        {regions.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!ready || choose.isPending}
        onClick={() => choose.mutate({ governorate, city, courierCityId, courierRegionId })}
      >
        {t('couriers.choose')}
      </button>
      {choose.error && (
        <span className="error-text small" role="alert">
          {errorText(choose.error)}
        </span>
      )}
    </li>
  )
}
