// Add All to Cart with its toast; only in-stock products go in.
import { useTranslation } from 'react-i18next'
import { useShopSettings } from '@/lib/use-settings'
import { cartStore } from '@/stores/cart'
import type { CartProduct } from '@/stores/cart-rules'
import { addAllToCart, purchasable } from '@/stores/wishlist-rules'
import { showToast } from '@/stores/toasts'

export function useAddAllToCart() {
  const { t } = useTranslation('wishlist')
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  return (products: CartProduct[]) => {
    const count = purchasable(products).length
    if (count === 0) {
      showToast(t('noneInStock'), 'error')
      return
    }
    cartStore.set((lines) => addAllToCart(lines, products, maxPerLine))
    showToast(t('addedAll', { count }), 'added')
  }
}
