// The home page's store analytics card: the three most viewed products and the average visit in
// minutes, from the shop's own visitor analytics.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { pictureAttributes } from '@domain/picture-sizes'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { localized } from '@/lib/text'
import { useHighlights } from '../api/highlights'
import './store-analytics.css'

export function StoreAnalytics() {
  const { t, i18n } = useTranslation('home')
  const { data, isError } = useHighlights()
  if (isError) return null
  // Until the numbers come, grey rows of the card's usual size hold its place (nothing jumps).
  const lng = i18n.language
  if (!data)
    return (
      <StoreAnalyticsSkeleton
        title={t('analytics.title')}
        average={t('analytics.averageVisit', { minutes: formatNumber(0, lng, 1) })}
        subtitle={t('analytics.mostViewed')}
      />
    )
  return (
    <section className="card top-rated store-analytics" aria-labelledby="store-analytics-title">
      <div className="store-analytics-head">
        <h2 id="store-analytics-title">{t('analytics.title')}</h2>
        <p className="store-analytics-average">
          {t('analytics.averageVisit', {
            minutes: formatNumber(data.averageSessionMinutes, lng, 1),
          })}
        </p>
      </div>
      {data.topProducts.length === 0 ? (
        // As tall as the list it stands for, so the page below does not move up when it comes.
        <p className="muted store-analytics-empty">{t('analytics.empty')}</p>
      ) : (
        <>
          <h3 className="store-analytics-subtitle">{t('analytics.mostViewed')}</h3>
          <ol>
            {data.topProducts.map((p, i) => (
              <li key={p.productId}>
                <span className="rank">{formatNumber(i + 1, lng)}</span>
                <img {...pictureAttributes(p.image, '52px')} alt="" />
                <span className="top-rated-name">
                  <Link href={paths.product(p.productId)}>
                    {localized(lng, p.productName, p.productNameAr)}
                  </Link>
                  <span className="muted">
                    {t('analytics.views', {
                      count: p.views,
                      formatted: formatNumber(p.views, lng),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

const TOP_COUNT = 3

/** The loaded card's own head and subtitle around grey rows: the same height at every width, the
 * average's line (its words, hidden under grey) wrapping under the title where the real one does. */
function StoreAnalyticsSkeleton(texts: { title: string; average: string; subtitle: string }) {
  const { title, average, subtitle } = texts
  return (
    <section
      className="card top-rated store-analytics"
      aria-labelledby="store-analytics-title"
      aria-busy="true"
    >
      <div className="store-analytics-head">
        <h2 id="store-analytics-title">{title}</h2>
        <p className="store-analytics-average" aria-hidden="true">
          <span className="skeleton-text">{average}</span>
        </p>
      </div>
      <h3 className="store-analytics-subtitle">{subtitle}</h3>
      <ol aria-hidden="true">
        {Array.from({ length: TOP_COUNT }, (_, i) => (
          <li key={i}>
            <span className="store-analytics-skeleton-image" />
            <span className="skeleton-line" />
          </li>
        ))}
      </ol>
    </section>
  )
}
