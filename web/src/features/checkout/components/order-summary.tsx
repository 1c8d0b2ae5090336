// The order's lines and totals (subtotal, shipping, tax, payment fee, total).
import { useTranslation } from 'react-i18next'
import { pictureAttributes } from '@domain/picture-sizes'
import { type Dinars, lineTotal } from '@domain/money'
import { formatIqd, formatShipping } from '@domain/money-format'
import type { DeliveryZone } from '@domain/iraq-address'
import type { Totals } from '@domain/totals'
import { localized } from '@/lib/text'
import { formatNumber } from '@/lib/format'
import type { CartLine } from '@/stores/cart-rules'
import type { LineAvailability } from '@/lib/cart-today'
import { SizeAndQuantity } from '@/components/product/size-and-quantity'

export function OrderSummary({
  lines,
  availability,
  onRemove,
  onTakeMost,
  totals,
  taxRate,
  zone,
}: {
  lines: CartLine[]
  /** Each line's against today's stock (same order as `lines`). */
  availability: LineAvailability[]
  onRemove: (line: CartLine) => void
  onTakeMost: (line: CartLine, most: number) => void
  totals: Totals
  taxRate: number
  /** Whose delivery fee the shipping line shows. */
  zone: DeliveryZone
}) {
  const { t, i18n } = useTranslation(['checkout', 'cart'])
  const money = (amount: Dinars) => formatIqd(amount, i18n.language)
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('summary.title')}</h2>
      <ul className="summary-lines">
        {lines.map((l, i) => {
          const available = availability[i] ?? { kind: 'all' }
          const name = localized(i18n.language, l.product.name, l.product.nameAr)
          return (
            <li key={`${l.product.id}:${l.selectedSize ?? ''}`}>
              <img {...pictureAttributes(l.product.image, '48px')} alt="" loading="lazy" />
              <span>
                {name}
                <SizeAndQuantity
                  size={l.selectedSize}
                  quantity={l.quantity}
                  language={i18n.language}
                />
                {available.kind !== 'all' && (
                  <span className="summary-short">
                    <strong>
                      {available.kind === 'none'
                        ? t('cart:soldOut')
                        : t('cart:fewer', {
                            formatted: formatNumber(available.most, i18n.language),
                          })}
                    </strong>{' '}
                    {available.kind === 'fewer' && (
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => onTakeMost(l, available.most)}
                      >
                        {t('summary.takeMost', {
                          formatted: formatNumber(available.most, i18n.language),
                        })}
                      </button>
                    )}{' '}
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={t('cart:remove', { name })}
                      onClick={() => onRemove(l)}
                    >
                      {t('summary.remove')}
                    </button>
                  </span>
                )}
              </span>
              <span>{money(lineTotal(l.product.price, l.quantity))}</span>
            </li>
          )
        })}
      </ul>
      <dl className="totals">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t(`summary.zone.${zone}`)}</dt>
          <dd>{formatShipping(totals.shipping, i18n.language, t('summary.free'))}</dd>
        </div>
        <div>
          <dt>{t('summary.tax', { rate: taxRate })}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
        {totals.paymentFee > 0 && (
          <div>
            <dt>{t('summary.paymentFee')}</dt>
            <dd>{money(totals.paymentFee)}</dd>
          </div>
        )}
        <div className="grand">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="checkout-total">{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
