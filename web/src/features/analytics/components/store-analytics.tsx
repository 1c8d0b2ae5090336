// The home page's store analytics card: the three most viewed products and the average visit in
// minutes, from the shop's own visitor analytics. Its own chunk, after the first paint
// (app/routes/home.tsx).
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { pictureAttributes } from '@domain/picture-sizes'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { localized } from '@/lib/text'
import { useHighlights } from '../api/highlights'
import { StoreAnalyticsSkeleton } from './store-analytics-skeleton'

export default function StoreAnalytics() {
  const { t, i18n } = useTranslation('home')
  const { data, isError } = useHighlights()
  if (isError) return null
  // Until the numbers come, grey rows of the card's usual size hold its place (nothing jumps).
  const lng = i18n.language
  if (!data) return <StoreAnalyticsSkeleton />
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
