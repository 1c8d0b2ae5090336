// Add All to Cart with its toast: the in-stock products sold without sizes go in; those sold in
// sizes wait for the shopper to choose one on their cards.
import { useTranslation } from 'react-i18next'
import { useShopSettings } from '@/lib/use-settings'
import { cartStore } from '@/stores/cart'
import type { CartProduct } from '@/stores/cart-rules'
import { addAllToCart, needingSize, purchasable } from '@/stores/wishlist-rules'
import { showToast } from '@/stores/toasts'

/** Adds them and says what it did; answers the ids whose size the shopper is to choose. */
export function useAddAllToCart() {
  const { t } = useTranslation('wishlist')
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  return (products: CartProduct[]): Set<number> => {
    const sized = needingSize(products)
    const added = purchasable(products).length - sized.length
    if (added + sized.length === 0) {
      showToast(t('noneInStock'), 'error')
      return new Set()
    }
    if (added > 0) cartStore.set((lines) => addAllToCart(lines, products, maxPerLine))
    const choose = t('chooseSize', { count: sized.length })
    if (added === 0) showToast(choose)
    else if (sized.length === 0) showToast(t('addedAll', { count: added }), 'added')
    else
      showToast(t('addedThenChoose', { added: t('addedAll', { count: added }), choose }), 'added')
    return new Set(sized.map((p) => p.id))
  }
}
