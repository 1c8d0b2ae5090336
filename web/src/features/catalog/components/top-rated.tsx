// The store analytics card: the three best-rated products of the catalogue. Visitor figures
// (average session) come with the analytics issue; nothing is shown until they are real.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Stars } from '@/components/ui/stars'
import { paths } from '@/config/paths'
import type { Product } from '@/lib/api-types'
import { formatNumber } from '@/lib/format'
import { localized } from '@/lib/text'

export function topRated(products: readonly Product[], count = 3): Product[] {
  return [...products].sort((a, b) => b.rating - a.rating || b.reviews - a.reviews).slice(0, count)
}

export function TopRated({ products }: { products: readonly Product[] }) {
  const { t, i18n } = useTranslation('home')
  const top = topRated(products)
  if (top.length === 0) return null
  return (
    <section className="card top-rated" aria-labelledby="top-rated-title">
      <h2 id="top-rated-title">{t('analytics.title')}</h2>
      <ol>
        {top.map((p, i) => (
          <li key={p.id}>
            <span className="rank">{formatNumber(i + 1, i18n.language)}</span>
            <img src={p.image} alt="" />
            <span className="top-rated-name">
              <Link href={paths.product(p.id)}>{localized(i18n.language, p.name, p.nameAr)}</Link>
              <Stars rating={p.rating} count={p.reviews} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
