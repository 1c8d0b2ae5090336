// One checked product: its answer as a traffic light, the note, what fitting it takes, and a link to it.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { pictureAttributes } from '@domain/picture-sizes'
import { CATEGORIES } from '@domain/categories'
import { answerWithoutData, FITMENT_COLOURS, guideVerdict } from '@domain/fitment'
import { formatIqd } from '@domain/money-format'
import { paths } from '@/config/paths'
import type { Product } from '@/lib/api-types'
import { localized } from '@/lib/text'
import { separator } from '@/lib/format'

interface Props {
  /** A card read with the chosen bike carries its answer; without a bike the rules judge it. */
  product: Product
  make: string
  vehicle: string
}

export function FitmentResultCard({ product, make, vehicle }: Props) {
  const { t, i18n } = useTranslation('fitment')
  const language = i18n.resolvedLanguage ?? 'en'
  const answer = product.fitment ?? answerWithoutData(product, make)
  const { status, note, fitmentInfo } = guideVerdict(product, answer, make)
  const category = CATEGORIES.find((c) => c.name === product.category)
  const name = localized(language, product.name, product.nameAr)
  const list = (items: string[]) =>
    new Intl.ListFormat(language === 'ar' ? 'ar' : 'en', { type: 'unit', style: 'short' }).format(
      items,
    )

  return (
    <article className={`fit-card fit-card--${FITMENT_COLOURS[status]}`}>
      <Link
        href={paths.product(product.id)}
        className="fit-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          {...pictureAttributes(product.image, '80px')}
          alt=""
          loading="lazy"
          width={96}
          height={96}
        />
      </Link>
      <div className="fit-card__body">
        <span className={`fit-badge fit-badge--${FITMENT_COLOURS[status]}`}>
          {t(`status.${status}`)}
        </span>
        <h3 className="fit-card__name">
          <Link href={paths.product(product.id)}>{name}</Link>
        </h3>
        <p className="fit-card__meta">
          <span>{category ? t(`categories.${category.key}`) : product.category}</span>
          <span className="fit-card__price">{formatIqd(product.price, language)}</span>
        </p>
        {note && <p className="fit-card__note">{t(`notes.${note}`, { vehicle })}</p>}
        <dl className="fit-card__info">
          <div>
            <dt>{t('result.directFit')}</dt>
            <dd>{fitmentInfo.directFit ? t('result.yes') : t('result.no')}</dd>
          </div>
          <div>
            <dt>{t('result.difficulty')}</dt>
            <dd>
              {t(`difficulty.${fitmentInfo.difficulty}`)}
              {separator(i18n.language)}
              {t(`difficultyTime.${fitmentInfo.difficulty}`)}
            </dd>
          </div>
          {fitmentInfo.modifications.length > 0 && (
            <div>
              <dt>{t('result.modifications')}</dt>
              <dd>{list(fitmentInfo.modifications.map((m) => t(`modifications.${m}`)))}</dd>
            </div>
          )}
          {fitmentInfo.tools.length > 0 && (
            <div>
              <dt>{t('result.tools')}</dt>
              <dd>{list(fitmentInfo.tools.map((tool) => t(`tools.${tool}`)))}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  )
}
