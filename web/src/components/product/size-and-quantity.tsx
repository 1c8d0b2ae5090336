// What follows a line's name wherever an order or a cart is listed: its size, if it has one, and
// its quantity ("· M × 2"; «، M × ٢» in Arabic, whose digits make a middle dot read as a zero).
import { formatNumber, separator } from '@/lib/format'

export function SizeAndQuantity({
  size,
  quantity,
  language,
}: {
  size: string | null | undefined
  quantity: number
  language: string
}) {
  return (
    <>
      {size && (
        <small>
          {separator(language)}
          <bdi>{size}</bdi>
        </small>
      )}
      <small className="muted"> × {formatNumber(quantity, language)}</small>
    </>
  )
}
