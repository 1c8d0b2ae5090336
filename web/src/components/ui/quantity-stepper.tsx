// A − n + control bounded by min and max.
import { formatNumber } from '@/lib/format'
import { useCommonTexts } from '@/lib/use-common-texts'

interface Props {
  value: number
  max: number
  min?: number
  onChange: (value: number) => void
  label?: string
}

export function QuantityStepper({ value, max, min = 1, onChange, label }: Props) {
  const { t, language } = useCommonTexts()
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
      <output aria-live="polite">{formatNumber(value, language)}</output>
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
