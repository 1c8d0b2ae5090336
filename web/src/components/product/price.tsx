// Price, struck-through original price and "Save N%".
import { useTranslation } from 'react-i18next'
import { discountPercent } from '@domain/discount'
import type { Dinars } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { formatNumber } from '@/lib/format'

export function Price({
  price,
  originalPrice,
  large,
}: {
  price: Dinars
  originalPrice: Dinars | null
  large?: boolean
}) {
  const { t, i18n } = useTranslation()
  const percent = discountPercent(price, originalPrice)
  return (
    <div className={large ? 'price price-lg' : 'price'}>
      <span className="price-now">{formatIqd(price, i18n.language)}</span>
      {percent > 0 && originalPrice !== null && (
        <>
          <s className="price-was">{formatIqd(originalPrice, i18n.language)}</s>
          <span className="price-save">
            {t('product.save', { percent: formatNumber(percent, i18n.language) })}
          </span>
        </>
      )}
    </div>
  )
}
