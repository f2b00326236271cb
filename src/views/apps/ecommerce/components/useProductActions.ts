import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation
} from '../api'
import type { Product } from '../contract'

type Named = Pick<Product, 'id' | 'name'>

/** The lists refetch through the API's tags. */
export function useProductActions() {
  const { t } = useTranslation('ecommerce')
  const [addWish, wishAdding] = useAddToWishlistMutation()
  const [removeWish, wishRemoving] = useRemoveFromWishlistMutation()
  const [addCart, cartAdding] = useAddToCartMutation()
  const [removeCart, cartRemoving] = useRemoveFromCartMutation()

  const run = async (request: Promise<{ error?: unknown }>, done: string, failed: string) => {
    const { error } = await request
    if (error) notify.error(failed)
    else notify.success(done)
    return !error
  }
  const vars = (product: Named) => ({ name: product.name })

  return {
    busy: wishAdding.isLoading || wishRemoving.isLoading || cartAdding.isLoading || cartRemoving.isLoading,
    toggleWishlist: (product: Named & Pick<Product, 'isInWishlist'>) =>
      product.isInWishlist
        ? run(removeWish(product.id), t('toasts.wishlistRemoved', vars(product)), t('toasts.failed'))
        : run(addWish(product.id), t('toasts.wishlistAdded', vars(product)), t('toasts.failed')),
    addToCart: (product: Named) =>
      run(addCart(product.id), t('toasts.cartAdded', vars(product)), t('toasts.failed')),
    removeFromCart: (product: Named) =>
      run(removeCart(product.id), t('toasts.cartRemoved', vars(product)), t('toasts.failed')),
    moveToCart: async (product: Named) =>
      (await run(addCart(product.id), t('toasts.movedToCart', vars(product)), t('toasts.failed'))) &&
      removeWish(product.id),
    moveToWishlist: async (product: Named) =>
      (await run(addWish(product.id), t('toasts.movedToWishlist', vars(product)), t('toasts.failed'))) &&
      removeCart(product.id)
  }
}
