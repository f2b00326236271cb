import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  CartLineResponse,
  CartResponse,
  CheckoutRequest,
  CheckoutResponse,
  ProductListResponse,
  ProductResponse,
  QtyUpdate,
  RemovedResponse,
  WishlistAddResponse,
  WishlistResponse
} from './contract'
import { cartProductSchema, endpoints, listedProductSchema, productResponseSchema } from './contract'

export type ProductListParams = Record<string, string | number>

// Every cart or wishlist change shows on every screen, so each mutation refetches all three.
const everything = ['Product', 'Cart', 'Wishlist'] as const

const ecommerceApi = api.enhanceEndpoints({ addTagTypes: everything }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getProducts: build.query<Listed<ProductListResponse>, ProductListParams>({
      query: (params) => ({ url: endpoints.products, params }),
      transformResponse: keepMatching<ProductListResponse, 'products'>('products', listedProductSchema),
      providesTags: ['Product']
    }),
    getProduct: build.query<ProductResponse, string>({
      query: (idOrSlug) => ({ url: endpoints.product(encodeURIComponent(idOrSlug)) }),
      responseSchema: productResponseSchema,
      providesTags: ['Product']
    }),
    getWishlist: build.query<Listed<WishlistResponse>, void>({
      query: () => ({ url: endpoints.wishlist }),
      transformResponse: keepMatching<WishlistResponse, 'products'>('products', listedProductSchema),
      providesTags: ['Wishlist']
    }),
    getCart: build.query<Listed<CartResponse>, void>({
      query: () => ({ url: endpoints.cart }),
      transformResponse: keepMatching<CartResponse, 'products'>('products', cartProductSchema),
      providesTags: ['Cart']
    }),
    addToWishlist: build.mutation<WishlistAddResponse, number>({
      query: (productId) => ({ url: endpoints.wishlist, method: 'post', data: { productId } }),
      invalidatesTags: [...everything]
    }),
    removeFromWishlist: build.mutation<RemovedResponse, number>({
      query: (productId) => ({ url: endpoints.wishlistItem(productId), method: 'delete' }),
      invalidatesTags: [...everything]
    }),
    addToCart: build.mutation<CartLineResponse, number>({
      query: (productId) => ({ url: endpoints.cart, method: 'post', data: { productId } }),
      invalidatesTags: [...everything]
    }),
    removeFromCart: build.mutation<RemovedResponse, number>({
      query: (productId) => ({ url: endpoints.cartItem(productId), method: 'delete' }),
      invalidatesTags: [...everything]
    }),
    updateCartQty: build.mutation<CartLineResponse, QtyUpdate>({
      query: (body) => ({ url: endpoints.updateQty, method: 'post', data: body }),
      invalidatesTags: ['Cart']
    }),
    checkout: build.mutation<CheckoutResponse, CheckoutRequest>({
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
