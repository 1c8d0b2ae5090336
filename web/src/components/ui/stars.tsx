// A star rating shown as five stars, the average and (optionally) the review count.
import { formatNumber } from '@/lib/format'
import { useCommonTexts } from '@/lib/use-common-texts'

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t, language } = useCommonTexts()
  const rounded = Math.round(rating)
  return (
    <span
      className="stars"
      aria-label={t('product.ratingLabel', { rating: formatNumber(rating, language, 1) })}
    >
      <span className="stars-icons" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={n <= rounded ? 'star on' : 'star'}>
            ★
          </span>
        ))}
      </span>
      <span className="stars-value">{formatNumber(rating, language, 1)}</span>
      {count !== undefined && (
        <span className="stars-count">
          ({t('product.reviewCount', { count, formatted: formatNumber(count, language) })})
        </span>
      )}
    </span>
  )
}
