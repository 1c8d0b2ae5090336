// The stock label of the one shared rule (worker/domain/stock-label).
import { useTranslation } from 'react-i18next'
import { stockLabel } from '@domain/stock-label'
import { formatNumber } from '@/lib/format'

export function StockLabel({ product }: { product: { stock: number; inStock: boolean } }) {
  const { t, i18n } = useTranslation()
  const label = stockLabel(product)
  const text =
    label.kind === 'only-left'
      ? t('stock.onlyLeft', {
          count: label.count,
          formatted: formatNumber(label.count, i18n.language),
        })
      : t(`stock.${label.kind}`)
  return <span className={`stock stock-${label.kind}`}>{text}</span>
}
