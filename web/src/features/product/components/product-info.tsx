// Description with Read More (over 200 characters), key features and specifications.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CompatibilityText } from '@/components/product/compatibility-text'
import type { ProductDetail } from '@/lib/api-types'
import { truncate } from '@domain/card-text'
import { DETAIL_DESCRIPTION_LENGTH, localized, localizedList } from '@/lib/text'

export function ProductInfo({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('product')
  const lang = i18n.language
  const [expanded, setExpanded] = useState(false)
  const description = localized(lang, product.description, product.descriptionAr)
  const long = Array.from(description).length > DETAIL_DESCRIPTION_LENGTH
  const features = localizedList(lang, product.features, product.featuresAr)
  return (
    <div className="product-info">
      {(description || product.compatibility) && (
        <section>
          {/* A product added by the bot or an import may have no description: no empty card. */}
          {description && (
            <>
              <h2>{t('description')}</h2>
              <p>
                {expanded || !long ? description : truncate(description, DETAIL_DESCRIPTION_LENGTH)}
              </p>
              {long && (
                <button
                  type="button"
                  className="btn btn-link"
                  aria-expanded={expanded}
                  onClick={() => setExpanded((e) => !e)}
                >
                  {expanded ? t('readLess') : t('readMore')}
                </button>
              )}
            </>
          )}
          {product.compatibility && (
            <p className="fits-line">
              <strong>{t('compatibility')}</strong>{' '}
              <CompatibilityText text={product.compatibility} />
            </p>
          )}
        </section>
      )}
      {features.length > 0 && (
        <section>
          <h2>{t('features')}</h2>
          <ul className="features">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      )}
      {product.specifications.length > 0 && (
        <section>
          <h2>{t('specifications')}</h2>
          <dl className="specs">
            {product.specifications.map((s) => (
              <div key={s.name}>
                <dt>{localized(lang, s.name, s.nameAr)}</dt>
                {/* A value with no Arabic keeps its own direction ("1.30 kg" in an Arabic page); an
                    Arabic one that opens with a code ("CR2032 (مرفقة)") reads right to left. */}
                <dd dir={s.valueAr ? undefined : 'auto'}>{localized(lang, s.value, s.valueAr)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
