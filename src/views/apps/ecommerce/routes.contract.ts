/** Plain data, so the entry never pulls in contract.ts nor zod. */

export const ecommercePaths = {
  shop: '/apps/ecommerce/shop',
  detail: (slugOrId: number | string = ':slugOrId') => `/apps/ecommerce/product-detail/${slugOrId}`,
  firstDetail: '/apps/ecommerce/product-detail',
  wishlist: '/apps/ecommerce/wishlist',
  checkout: '/apps/ecommerce/checkout'
} as const
