// The auth mock reports the cart's size in `userData.extras.eCommerceCartItemsCount`.
import type { CartItem, Order, ProductRecord, WishlistItem } from '@/views/apps/ecommerce/contract'
import { reportCartCount } from '../../kit/cartCount'
import { createStore } from '../../utils'

export interface EcommerceData {
  products: ProductRecord[]
  wishlist: WishlistItem[]
  cart: CartItem[]
  orders: Order[]
}

export const store = createStore<EcommerceData>('ecommerce', () =>
  import('./data').then((m) => ({ products: m.products, wishlist: m.wishlist, cart: m.cart, orders: [] }))
)

reportCartCount(async () => (await store.get()).cart.length)
