// The store analytics card's place on the home page until its code and numbers come: its head
// and subtitle around grey rows. With the page's first code, and the card's styles with it; the
// card itself (./store-analytics) comes after the first paint.
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import './store-analytics.css'

const TOP_COUNT = 3

/** The loaded card's own head and subtitle around grey rows: the same height at every width, the
 * average's line (its words, hidden under grey) wrapping under the title where the real one does. */
export function StoreAnalyticsSkeleton() {
  const { t, i18n } = useTranslation('home')
  return (
    <section
      className="card top-rated store-analytics"
      aria-labelledby="store-analytics-title"
      aria-busy="true"
    >
      <div className="store-analytics-head">
        <h2 id="store-analytics-title">{t('analytics.title')}</h2>
        <p className="store-analytics-average" aria-hidden="true">
          <span className="skeleton-text">
            {t('analytics.averageVisit', { minutes: formatNumber(0, i18n.language, 1) })}
          </span>
        </p>
      </div>
      <h3 className="store-analytics-subtitle">{t('analytics.mostViewed')}</h3>
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
