// The fitment search: bike and part choices, Check Compatibility and Reset, then the results.
import { useQuery } from '@tanstack/react-query'
import { useId, useReducer, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORIES } from '@domain/categories'
import { canCheckFitment, type FitmentCriteria } from '@domain/fitment'
import { modelYears } from '@domain/vehicles'
import { vehicleQueries } from '@/lib/queries/vehicles'
import { localized } from '@/lib/text'
import { useFitmentProducts } from '../api/get-products'
import { EMPTY_SEARCH, searchFormReducer } from '../search-form'
import { FitmentResultCard } from './fitment-result-card'

/** "Honda CBR600RR 2020 (SP)": the bike as the shopper chose it, as far as they went. */
export function vehicleName(
  c: Pick<FitmentCriteria, 'make' | 'model' | 'year' | 'variant'>,
): string {
  const name = [c.make, c.model, c.year].filter(Boolean).join(' ')
  return c.variant ? `${name} (${c.variant})` : name
}

export function SearchTab() {
  const { t, i18n } = useTranslation('fitment')
  const id = useId()
  const vehicles = useQuery(vehicleQueries.tree())
  const [form, dispatch] = useReducer(searchFormReducer, EMPTY_SEARCH)
  // The criteria of the last check: results belong to them, not to whatever the form says now.
  const [checked, setChecked] = useState<FitmentCriteria | null>(null)
  const products = useFitmentProducts(checked)

  const makes = vehicles.data ?? []
  const makeEntry = makes.find((m) => m.make === form.make)
  const bike = makeEntry?.models.find((m) => m.model === form.model)
  const searching = products.isFetching
  const results = checked && products.data ? products.data : null

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (canCheckFitment(form)) setChecked(form)
  }

  function onReset() {
    dispatch({ type: 'reset' })
    setChecked(null)
  }

  const field = (name: string) => `${id}-${name}`
  const set =
    (type: 'make' | 'model' | 'year' | 'variant' | 'category' | 'query') => (value: string) =>
      dispatch({ type, value })

  return (
    <div className="fit-search">
      <form
        className="fit-search__form feature-box"
        onSubmit={onSubmit}
        onReset={onReset}
        aria-busy={searching}
      >
        <div className="fit-search__grid">
          <div className="fit-field">
            <label htmlFor={field('make')}>{t('search.make')}</label>
            <select
              id={field('make')}
              value={form.make}
              onChange={(e) => set('make')(e.target.value)}
            >
              <option value="">{t('search.selectMake')}</option>
              {makes.map((m) => (
                <option key={m.make} value={m.make}>
                  {localized(i18n.language, m.make, m.makeAr)}
                </option>
              ))}
            </select>
          </div>

          <div className="fit-field">
            <label htmlFor={field('model')}>{t('search.model')}</label>
            <select
              id={field('model')}
              value={form.model}
              disabled={!form.make}
              onChange={(e) => set('model')(e.target.value)}
            >
              <option value="">{t('search.selectModel')}</option>
              {makeEntry?.models.map((m) => (
                <option key={m.model} value={m.model}>
                  {/* Isolated so the brackets stay put inside a right-to-left page. */}
                  {`\u2068${m.model} (${m.engineCc}cc ${m.engine})\u2069`}
                </option>
              ))}
            </select>
          </div>

          <div className="fit-field">
            <label htmlFor={field('year')}>{t('search.year')}</label>
            <select
              id={field('year')}
              value={form.year}
              disabled={!form.model}
              onChange={(e) => set('year')(e.target.value)}
            >
              <option value="">{t('search.selectYear')}</option>
              {bike &&
                modelYears(bike).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
            </select>
          </div>

          {bike && bike.variants.length > 0 && (
            <div className="fit-field">
              <label htmlFor={field('variant')}>{t('search.variant')}</label>
              <select
                id={field('variant')}
                value={form.variant}
                onChange={(e) => set('variant')(e.target.value)}
              >
                <option value="">{t('search.anyVariant')}</option>
                {bike.variants.map(({ variant }) => (
                  <option key={variant}>{variant}</option>
                ))}
              </select>
            </div>
          )}

          <div className="fit-field">
            <label htmlFor={field('category')}>{t('search.category')}</label>
            <select
              id={field('category')}
              value={form.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              <option value="">{t('search.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {t(`categories.${c.key}`)}
                </option>
              ))}
            </select>
          </div>

          <div className="fit-field fit-field--wide">
            <label htmlFor={field('query')}>{t('search.query')}</label>
            <input
              id={field('query')}
              type="search"
              value={form.query}
              placeholder={t('search.queryPlaceholder')}
              onChange={(e) => set('query')(e.target.value)}
            />
          </div>
        </div>

        <div className="fit-search__actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={searching || !canCheckFitment(form)}
          >
            {searching ? t('search.searching') : t('search.check')}
          </button>
          <button type="reset" className="btn btn-outline">
            {t('search.reset')}
          </button>
          {!canCheckFitment(form) && <p className="fit-search__hint">{t('search.needsInput')}</p>}
        </div>
      </form>

      {form.make && (
        <p className="fit-search__vehicle" aria-live="polite">
          {t('search.selected', { vehicle: vehicleName(form) })}
        </p>
      )}

      <div aria-live="polite">
        {searching && (
          <p className="fit-search__status" role="status">
            <span className="fit-spinner" aria-hidden="true" /> {t('search.searching')}
          </p>
        )}
        {products.isError && !searching && (
          <p className="fit-search__error" role="alert">
            {t('search.loadError')}{' '}
            <button type="button" className="btn btn-link" onClick={() => void products.refetch()}>
              {t('search.retry')}
            </button>
          </p>
        )}
        {results && !searching && checked && (
          <section className="fit-results" aria-label={t('search.resultsLabel')}>
            <h2 className="fit-results__count">{t('search.results', { count: results.length })}</h2>
            {results.length === 0 ? (
              <p className="fit-results__empty">{t('search.noResults')}</p>
            ) : (
              <ul className="fit-results__grid">
                {results.map((product) => (
                  <li key={product.id}>
                    <FitmentResultCard
                      product={product}
                      make={checked.make}
                      vehicle={vehicleName({ ...checked, variant: '' })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  )
}
