// The cart side panel: lines with quantity and remove, subtotal, checkout (sign-in first). Its own
// chunk, loaded the first time the cart is opened (shell.tsx). The cart keeps a copy of each product
// from when it was added, maybe days ago: the panel shows today's price (and what it was), and a
// line the stock no longer fills, as the checkout will.
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { pictureAttributes } from '@domain/picture-sizes'
import type { Dinars } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { subtotalOf } from '@domain/totals'
import { Icon } from '@/components/ui/icon'
import { useFocusReturn } from '@/components/ui/use-focus-return'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { useCartActions } from '@/components/product/use-shop-actions'
import { loginThen, paths } from '@/config/paths'
import { useUser } from '@/lib/auth'
import { atCurrentPrices, lineAvailability } from '@/lib/cart-today'
import { formatNumber } from '@/lib/format'
import { useProductsByIds } from '@/lib/queries/products'
import { localized } from '@/lib/text'
import { useShopSettings } from '@/lib/use-settings'
import { cartPanelStore, cartStore } from '@/stores/cart'
import { lineKey, maxQuantity, pricedLines } from '@/stores/cart-rules'

export default function CartPanel() {
  const { t, i18n } = useTranslation(['cart', 'common'])
  const lines = cartStore.use()
  const cart = useCartActions()
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  const { data: user } = useUser()
  const [, navigate] = useLocation()
  const close = () => cartPanelStore.set(false)
  const catalogue = useProductsByIds(lines.map((l) => l.product.id))
  const priced = atCurrentPrices(lines, catalogue.data)
  const subtotal = subtotalOf(pricedLines(priced))
  const money = (amount: Dinars) => formatIqd(amount, i18n.language)

  // The native modal dialog keeps the focus inside and the page behind it inert; Escape closes it.
  const dialog = useRef<HTMLDialogElement>(null)
  // Before showModal(), which moves the focus: the hook must see what had it.
  useFocusReturn(dialog)
  useLayoutEffect(() => {
    dialog.current?.showModal()
  }, [])

  return (
    // A click on the backdrop (the dialog itself, outside the drawer) closes it; keyboards use
    // Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="drawer-dialog"
      aria-label={t('title')}
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <div className="drawer">
        <header className="drawer-head">
          <h2>{t('title')}</h2>
          <button
            type="button"
            className="icon-btn dark"
            aria-label={t('common:actions.close')}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </header>
        {lines.length === 0 ? (
          <div className="drawer-empty">
            <Icon name="cart" size={48} />
            <p>{t('empty')}</p>
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('common:toast.continueShopping')}
            </button>
          </div>
        ) : (
          <>
            <ul className="cart-lines">
              {priced.map((l, i) => {
                const key = lineKey(l.product.id, l.selectedSize)
                const name = localized(i18n.language, l.product.name, l.product.nameAr)
                const added = lines[i]?.product.price ?? l.product.price
                const today = catalogue.data?.find((p) => p.id === l.product.id)
                const available = lineAvailability(l, catalogue.data, maxPerLine)
                return (
                  <li key={key} className="cart-line" aria-label={name}>
                    <img {...pictureAttributes(l.product.image, '72px')} alt="" />
                    <div className="cart-line-body">
                      <strong>{name}</strong>
                      {l.selectedSize && <small>{t('size', { size: l.selectedSize })}</small>}
                      <span className="muted">{money(l.product.price)}</span>
                      {added !== l.product.price && (
                        <small className="muted">
                          {t('priceWas', { formatted: money(added) })}
                        </small>
                      )}
                      {available.kind !== 'all' && (
                        <small className="cart-line-short">
                          {available.kind === 'none'
                            ? t('soldOut')
                            : t('fewer', {
                                formatted: formatNumber(available.most, i18n.language),
                              })}
                        </small>
                      )}
                      <div className="cart-line-actions">
                        <QuantityStepper
                          value={l.quantity}
                          min={0}
                          // A sold-out line can only go down; others up to today's stock.
                          max={
                            available.kind === 'none'
                              ? l.quantity
                              : Math.max(1, maxQuantity(today ?? l.product, maxPerLine))
                          }
                          onChange={(q) =>
                            q <= 0 ? cart.remove(key, l.product) : cart.setQuantity(key, q)
                          }
                        />
                        <button
                          type="button"
                          className="icon-btn dark"
                          aria-label={t('remove', { name })}
                          onClick={() => cart.remove(key, l.product)}
                        >
                          <Icon name="trash" size={18} />
                        </button>
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
            <footer className="drawer-foot">
              {/* Heard again when a quantity changes. */}
              <div className="total-row" aria-live="polite" aria-atomic="true">
                <span>{t('subtotal')}</span>
                <strong>{money(subtotal)}</strong>
              </div>
              <p className="muted small">{t('taxNote')}</p>
              <button
                type="button"
                className="btn btn-primary btn-block btn-lg"
                onClick={() => {
                  close()
                  navigate(user ? paths.checkout : loginThen(paths.checkout))
                }}
              >
                {t('checkout')}
              </button>
              <button
                type="button"
                className="btn btn-link btn-block"
                onClick={() => cartStore.set([])}
              >
                {t('clear')}
              </button>
            </footer>
          </>
        )}
      </div>
    </dialog>
  )
}
