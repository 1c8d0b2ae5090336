// The shopper's cart and wishlist, kept in browser storage on this device, and the cart panel.
import { createStore } from './create-store'
import { garageStore } from './garage'
import {
  type CartLine,
  type CartProduct,
  cartWithWholeDinars,
  wishlistWithWholeDinars,
} from './cart-rules'
import { CART_STORAGE_KEY } from './cart-storage'

export const cartStore = createStore<CartLine[]>([], CART_STORAGE_KEY, cartWithWholeDinars)
export const wishlistStore = createStore<CartProduct[]>([], 'bmp.wishlist', wishlistWithWholeDinars)
export const cartPanelStore = createStore(false)

/** Signing out leaves nothing of the shopper on a shared device. */
export function clearShopperData() {
  cartStore.set([])
  wishlistStore.set([])
  cartPanelStore.set(false)
  garageStore.set({ bikes: [], current: null })
}
