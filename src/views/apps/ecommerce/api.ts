import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { CheckoutRequest, QtyUpdate } from './contract'
import {
  cartAnswer,
  cartLineAnswer,
  checkoutAnswer,
  endpoints,
  productListAnswer,
  productResponseSchema,
  removedAnswer,
  wishlistAddAnswer,
  wishlistAnswer
} from './contract'

export type ProductListParams = Record<string, string | number>

// Every cart or wishlist change shows on every screen, so each mutation refetches all three.
const everything = ['Product', 'Cart', 'Wishlist'] as const

const ecommerceApi = api.enhanceEndpoints({ addTagTypes: everything }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getProducts: build.query<Answer<typeof productListAnswer>, ProductListParams>({
      ...answeredBy(productListAnswer),
      query: (params) => ({ url: endpoints.products, params }),
      providesTags: ['Product']
    }),
    getProduct: build.query<Answer<typeof productResponseSchema>, string>({
      ...answeredBy(productResponseSchema),
      query: (idOrSlug) => ({ url: endpoints.product(encodeURIComponent(idOrSlug)) }),
      providesTags: ['Product']
    }),
    getWishlist: build.query<Answer<typeof wishlistAnswer>, void>({
      ...answeredBy(wishlistAnswer),
      query: () => ({ url: endpoints.wishlist }),
      providesTags: ['Wishlist']
    }),
    getCart: build.query<Answer<typeof cartAnswer>, void>({
      ...answeredBy(cartAnswer),
      query: () => ({ url: endpoints.cart }),
      providesTags: ['Cart']
    }),
    addToWishlist: build.mutation<Answer<typeof wishlistAddAnswer>, number>({
      ...answeredBy(wishlistAddAnswer),
      query: (productId) => ({ url: endpoints.wishlist, method: 'post', data: { productId } }),
      invalidatesTags: [...everything]
    }),
    removeFromWishlist: build.mutation<Answer<typeof removedAnswer>, number>({
      ...answeredBy(removedAnswer),
      query: (productId) => ({ url: endpoints.wishlistItem(productId), method: 'delete' }),
      invalidatesTags: [...everything]
    }),
    addToCart: build.mutation<Answer<typeof cartLineAnswer>, number>({
      ...answeredBy(cartLineAnswer),
      query: (productId) => ({ url: endpoints.cart, method: 'post', data: { productId } }),
      invalidatesTags: [...everything]
    }),
    removeFromCart: build.mutation<Answer<typeof removedAnswer>, number>({
      ...answeredBy(removedAnswer),
      query: (productId) => ({ url: endpoints.cartItem(productId), method: 'delete' }),
      invalidatesTags: [...everything]
    }),
    updateCartQty: build.mutation<Answer<typeof cartLineAnswer>, QtyUpdate>({
      ...answeredBy(cartLineAnswer),
      query: (body) => ({ url: endpoints.updateQty, method: 'post', data: body }),
      invalidatesTags: ['Cart']
    }),
    checkout: build.mutation<Answer<typeof checkoutAnswer>, CheckoutRequest>({
      ...answeredBy(checkoutAnswer),
      query: (body) => ({ url: endpoints.checkout, method: 'post', data: body }),
      invalidatesTags: [...everything]
    })
  })
})

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetWishlistQuery,
  useGetCartQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useUpdateCartQtyMutation,
  useCheckoutMutation
} = ecommerceApi
