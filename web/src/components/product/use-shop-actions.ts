// Cart and wishlist actions with their toasts, shared by every screen that shows products.
import { useQueryClient } from '@tanstack/react-query'
// Read and moved at the tap, not watched: every card of a grid holds these actions.
import { navigate } from 'wouter/use-browser-location'
import { loginThenBackHere } from '@/config/paths'
import { authQueries } from '@/lib/auth'
import { useCommonTexts } from '@/lib/use-common-texts'
import { settingsQueries } from '@/lib/use-settings'
import { formatNumber } from '@/lib/format'
import { localized } from '@/lib/text'
import { cartStore, wishlistStore } from '@/stores/cart'
import {
  type CartProduct,
  addLine,
  lineKey,
  removeLine,
  setLineQuantity,
  toCartProduct,
} from '@/stores/cart-rules'
import { isWishlisted, toggleWishlist } from '@/stores/wishlist-rules'
import { showToast } from '@/stores/toasts'

export function useCartActions() {
  const { t, language } = useCommonTexts()
  const queryClient = useQueryClient()
  // Read at the tap rather than watched: every card of a grid holds these actions.
  const maxPerLine = () =>
    queryClient.getQueryData(settingsQueries.current().queryKey)?.maxQuantityPerLine
  const name = (p: CartProduct) => localized(language, p.name, p.nameAr)
  return {
    add(product: CartProduct, size: string | null, quantity = 1) {
      try {
        const key = lineKey(product.id, size)
        const inCart = () =>
          cartStore.get().find((l) => lineKey(l.product.id, l.selectedSize) === key)?.quantity
        const before = inCart()
        cartStore.set((lines) => addLine(lines, product, size, quantity, maxPerLine()))
        const after = inCart() ?? 0
        // Capped by the stock or the per-line limit: saying "updated" when nothing (or less than
        // asked) was added told the shopper their cart held more than it does.
        const kind =
          before === undefined ? 'added' : after < before + quantity ? 'atMost' : 'updated'
        showToast(
          t(`toast.${kind}`, {
            name: name(product),
            formatted: formatNumber(after, language),
          }),
          kind === 'atMost' ? 'default' : kind,
        )
      } catch {
        showToast(t('toast.cartError'), 'error')
      }
    },
    setQuantity(key: string, quantity: number) {
      cartStore.set((lines) => setLineQuantity(lines, key, quantity, maxPerLine()))
    },
    remove(key: string, product: CartProduct) {
      cartStore.set((lines) => removeLine(lines, key))
      showToast(t('toast.removed', { name: name(product) }), 'removed')
    },
  }
}

/** The heart: a visitor is sent to sign in first, since the wishlist belongs to an account. */
export function useWishlistToggle() {
  const { t, language } = useCommonTexts()
  const queryClient = useQueryClient()
  const list = wishlistStore.use()
  return {
    has: (id: number) => isWishlisted(list, id),
    async toggle(product: CartProduct) {
      // A heart tapped before the session has been read (just after the page opened) waits for
      // it: a signed-in shopper is not sent to sign in. The session is read here, at the tap, not
      // watched by every card of a grid.
      const known = queryClient.getQueryData(authQueries.me().queryKey)
      const user =
        known === undefined ? await queryClient.query(authQueries.me()).catch(() => null) : known
      if (!user) {
        showToast(t('wishlist.signInFirst'))
        navigate(loginThenBackHere())
        return
      }
      const name = localized(language, product.name, product.nameAr)
      const adding = !isWishlisted(wishlistStore.get(), product.id)
      wishlistStore.set((l) => toggleWishlist(l, toCartProduct(product)))
      showToast(
        t(adding ? 'toast.wishlistAdded' : 'toast.wishlistRemoved', { name }),
        adding ? 'success' : 'removed',
      )
    },
  }
}
