/** The e-commerce app's screen addresses and navbar search entries: the part of its contract the
 *  route table needs. Plain data, so the entry never pulls in the schemas of contract.ts, nor zod. */

/** The screens' addresses: links, redirects, the menu and the search all use these. */
export const ecommercePaths = {
  shop: '/apps/ecommerce/shop',
  detail: (slugOrId: number | string = ':slugOrId') => `/apps/ecommerce/product-detail/${slugOrId}`,
  /** The bare path of SPEC section 2 opens the first product. */
  firstDetail: '/apps/ecommerce/product-detail',
  wishlist: '/apps/ecommerce/wishlist',
  checkout: '/apps/ecommerce/checkout'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [
  ['eCommerce Shop', 'LayoutGrid', ecommercePaths.shop],
  ['eCommerce Product Details', 'Package', ecommercePaths.firstDetail],
  ['eCommerce Wish List', 'Heart', ecommercePaths.wishlist],
  ['eCommerce Checkout', 'ShoppingCart', ecommercePaths.checkout]
] as const
