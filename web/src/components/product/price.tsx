// Price, struck-through original price and "Save N%".
import { discountPercent } from '@domain/discount'
import type { Dinars } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { formatNumber } from '@/lib/format'
import { useCommonTexts } from '@/lib/use-common-texts'

export function Price({
  price,
  originalPrice,
  large,
}: {
  price: Dinars
  originalPrice: Dinars | null
  large?: boolean
}) {
  const { t, language } = useCommonTexts()
  const percent = discountPercent(price, originalPrice)
  return (
    <div className={large ? 'price price-lg' : 'price'}>
      <span className="price-now">{formatIqd(price, language)}</span>
      {percent > 0 && originalPrice !== null && (
        <>
          <s className="price-was">{formatIqd(originalPrice, language)}</s>
          <span className="price-save">
            {t('product.save', { percent: formatNumber(percent, language) })}
          </span>
        </>
      )}
    </div>
  )
}
