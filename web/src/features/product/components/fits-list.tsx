// The motorcycles a part fits, grouped by make, in the page's language: each model (and variant)
// with its years, or "fits every motorcycle" for a universal part.
import { useTranslation } from 'react-i18next'
import type { ProductDetail } from '@/lib/api-types'
import { localized } from '@/lib/text'

type Listed = ProductDetail['fitments'][number]
type Fitted = Listed & { vehicle: NonNullable<Listed['vehicle']> }

function years(f: Fitted, allYears: string) {
  const from = f.yearFrom ?? f.vehicle.firstYear
  const to = f.yearTo ?? (f.yearFrom === null ? f.vehicle.lastYear : null)
  if (f.yearFrom === null && f.yearTo === null) return allYears
  return to === null ? `${from}+` : from === to ? String(from) : `${from}–${to}`
}

export function FitsList({ fitments }: { fitments: ProductDetail['fitments'] }) {
  const { t, i18n } = useTranslation('garage')
  const lang = i18n.language
  if (fitments.length === 0) return null
  const universal = fitments.some((f) => f.vehicle === null)
  const fitted = fitments.filter((f): f is Fitted => f.vehicle !== null)
  const byMake = new Map<string, Fitted[]>()
  for (const f of fitted) byMake.set(f.vehicle.make, [...(byMake.get(f.vehicle.make) ?? []), f])
  return (
    <section className="fits-list" aria-labelledby="fits-title">
      <h2 id="fits-title">{t('fitsTitle')}</h2>
      {universal && <p className="fits-list__universal">{t('universal')}</p>}
      {[...byMake].map(([make, rows]) => (
        <div key={make} className="fits-list__make">
          <h3>{localized(lang, make, rows[0]?.vehicle.makeAr)}</h3>
          <ul>
            {rows.map((f, i) => (
              <li key={i}>
                <bdi className="fits-list__model">
                  {[f.vehicle.model, f.vehicle.variant].filter(Boolean).join(' ')}
                </bdi>
                {lang === 'ar' && f.vehicle.modelAr && (
                  <span className="fits-list__ar"> ({f.vehicle.modelAr})</span>
                )}{' '}
                <bdi className="fits-list__years" dir="ltr">
                  {years(f, t('allYears'))}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
