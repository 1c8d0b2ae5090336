// A − n + control bounded by min and max.
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'

interface Props {
  value: number
  max: number
  min?: number
  onChange: (value: number) => void
  label?: string
}

export function QuantityStepper({ value, max, min = 1, onChange, label }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <div className="stepper" role="group" aria-label={label ?? t('product.quantity')}>
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={value <= min}
        onClick={(e) => {
          e.stopPropagation()
          onChange(value - 1)
        }}
      >
        −
      </button>
      <output aria-live="polite">{formatNumber(value, i18n.language)}</output>
      <button
        type="button"
        aria-label={t('product.increase')}
        disabled={value >= max}
        onClick={(e) => {
          e.stopPropagation()
          onChange(value + 1)
        }}
      >
        +
      </button>
    </div>
  )
}
