// The stock label of the one shared rule (worker/domain/stock-label).
import { stockLabel } from '@domain/stock-label'
import { formatNumber } from '@/lib/format'
import { useCommonTexts } from '@/lib/use-common-texts'

/** `live`: a screen reader hears the label again when it changes (the product page, where the
 * stock is refreshed while the shopper reads; not the cards, where it would be noise). */
export function StockLabel({
  product,
  live = false,
}: {
  product: { stock: number; inStock: boolean }
  live?: boolean
}) {
  const { t, language } = useCommonTexts()
  const label = stockLabel(product)
  const text =
    label.kind === 'only-left'
      ? t('stock.onlyLeft', {
          count: label.count,
          formatted: formatNumber(label.count, language),
        })
      : t(`stock.${label.kind}`)
  return (
    <span className={`stock stock-${label.kind}`} aria-live={live ? 'polite' : undefined}>
      {text}
    </span>
  )
}
