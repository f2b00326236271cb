import { z } from 'zod/mini'
import { versioned } from '@/utility/version.contract'
import { emptyAnswer, keptList, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zRequiredText, zValues, zInstant } from '@/utility/contract'
import { choice, choices, flag, number, paging, range, text } from '@/utility/list.contract'
import { isoDay } from '@/utility/rules.contract'

export const productCategories = ['audio', 'computing', 'home', 'wearables', 'outdoor'] as const
export type ProductCategory = (typeof productCategories)[number]

export const productBrands = [
  'Aurora Sound',
  'Polarbyte',
  'Lumen',
  'Nordvik Home',
  'Tindra',
  'Skarv Outdoor'
] as const
export type ProductBrand = (typeof productBrands)[number]

export const colorOptions = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type ColorOption = (typeof colorOptions)[number]

export const shopSorts = ['featured', 'price-asc', 'price-desc'] as const
export type ShopSort = (typeof shopSorts)[number]

export const addressTypes = ['home', 'office'] as const

export const paymentMethods = ['card', 'cash', 'gift-card'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const shopPerPage = 9
export const qtyRange = { min: 1, max: 10 } as const
export const priceBounds = { min: 0, max: 1500 } as const
export const deliveryFee = 12

export const endpoints = {
  products: '/apps/ecommerce/products',
  product: (idOrSlug: number | string) => `/apps/ecommerce/products/${idOrSlug}`,
  wishlist: '/apps/ecommerce/wishlist',
  wishlistItem: (productId: number | string) => `/apps/ecommerce/wishlist/${productId}`,
  cart: '/apps/ecommerce/cart',
  cartItem: (productId: number | string) => `/apps/ecommerce/cart/${productId}`,
  updateQty: '/apps/ecommerce/cart/update-qty',
  checkout: '/apps/ecommerce/checkout'
} as const

export const productListParams = {
  q: text(),
  sortBy: choice(shopSorts, 'featured'),
  ...paging(shopPerPage),
  brands: choices(productBrands),
  category: choice(productCategories),
  ...range('price', number({ min: 0, max: Number.MAX_SAFE_INTEGER })),
  rating: number({ min: 1, max: 5, whole: true, fallback: 0 }),
  freeShipping: flag()
}

export const toCents = (value: number) => Math.round(value * 100) / 100

/** Derived from the product id so they stay the same on every load. */
export function cartExtras(
  productId: number,
  today = new Date()
): Pick<CartProduct, 'shippingDate' | 'offers' | 'discountPercentage'> {
  return {
    shippingDate: isoDay(1 + ((productId * 5) % 7), today),
    offers: 1 + ((productId * 3) % 4),
    discountPercentage: 3 + ((productId * 7) % 18)
  }
}

export interface PriceSummary {
  subtotal: number
  discount: number
  delivery: number
  total: number
}

export function priceSummary(
  items: readonly Pick<CartProduct, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>[]
): PriceSummary {
  const subtotal = toCents(items.reduce((sum, item) => sum + item.price * item.qty, 0))
  const discount = toCents(
    items.reduce((sum, item) => sum + (item.price * item.qty * item.discountPercentage) / 100, 0)
  )
  const delivery = items.some((item) => !item.hasFreeShipping) ? deliveryFee : 0
  return { subtotal, discount, delivery, total: toCents(subtotal - discount + delivery) }
}

export const productSchema = z.object({
  id: z.int(),
  name: zRequiredText(),
  slug: zRequiredText(),
  description: zRequiredText(2000),
  brand: zRequiredText(),
  category: z.enum(productCategories),
  price: z.number().check(z.minimum(0)),
  image: zRequiredText(),
  hasFreeShipping: z.boolean(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  ...versioned
})
export type ProductRecord = z.infer<typeof productSchema>

export const listedProductSchema = z.extend(productSchema, {
  isInWishlist: z.boolean(),
  isInCart: z.boolean()
})
export type Product = z.infer<typeof listedProductSchema>

const productDetailSchema = z.extend(listedProductSchema, {
  colorOptions: zValues(z.enum(colorOptions), colorOptions.length)
})
export type ProductDetail = z.infer<typeof productDetailSchema>

const wishlistItemSchema = z.object({ id: z.int(), productId: z.int(), ...versioned })
export type WishlistItem = z.infer<typeof wishlistItemSchema>
const cartItemSchema = z.object({ id: z.int(), productId: z.int(), qty: z.int(), ...versioned })
export type CartItem = z.infer<typeof cartItemSchema>

export const cartProductSchema = z.extend(listedProductSchema, {
  qty: z.int().check(z.minimum(qtyRange.min), z.maximum(qtyRange.max)),
  shippingDate: zRequiredText(),
  offers: z.int().check(z.minimum(0)),
  discountPercentage: z.number().check(z.minimum(0), z.maximum(100))
})
export type CartProduct = z.infer<typeof cartProductSchema>

export const productIdBody = z.object({ productId: idSchema })
export const productIdParams = z.object({ productId: idSchema })

export const updateQtyBody = z.object({
  productId: idSchema,
  qty: z.int().check(z.minimum(qtyRange.min), z.maximum(qtyRange.max))
})
export type QtyUpdate = z.infer<typeof updateQtyBody>

export const addressSchema = z.object({
  fullName: zRequiredText(),
  mobile: zRequiredText(30).check(z.regex(/^\+?[\d\s()-]{6,}$/)),
  street: zRequiredText(),
  city: zRequiredText(),
  state: zRequiredText(),
  zip: zRequiredText(12).check(z.regex(/^[A-Za-z\d\s-]{3,}$/)),
  type: z.enum(addressTypes)
})
export type Address = z.infer<typeof addressSchema>

/** Card details never leave the form: only the method is sent. */
export const paymentSchema = z.object({ method: z.enum(paymentMethods) })
export const checkoutBody = z.object({ address: addressSchema, payment: paymentSchema })
export type CheckoutRequest = z.infer<typeof checkoutBody>

export const productListAnswer = keptList(
  z.object({
    products: z.array(listedProductSchema),
    total: z.int().check(z.minimum(0)),
    userWishlist: z.array(wishlistItemSchema),
    userCart: z.array(cartItemSchema)
  }),
  'products'
)
export type ProductListResponse = Sent<typeof productListAnswer>
export const productResponseSchema = z.object({ product: productDetailSchema })
export type ProductResponse = z.infer<typeof productResponseSchema>
export const wishlistAnswer = keptList(z.object({ products: z.array(listedProductSchema) }), 'products')
export type WishlistResponse = Sent<typeof wishlistAnswer>
export const cartAnswer = keptList(z.object({ products: z.array(cartProductSchema) }), 'products')
export type CartResponse = Sent<typeof cartAnswer>
export const wishlistAddAnswer = z.object({ product: listedProductSchema })
export type WishlistAddResponse = Sent<typeof wishlistAddAnswer>
export const cartLineAnswer = z.object({ product: cartProductSchema })
export type CartLineResponse = Sent<typeof cartLineAnswer>
export const removedAnswer = emptyAnswer
export type RemovedResponse = Sent<typeof removedAnswer>

const orderSchema = z.object({
  id: z.int(),
  items: z.array(cartProductSchema).check(z.maxLength(limits.items)),
  address: addressSchema,
  payment: paymentSchema,
  placedAt: zInstant(),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
  ...versioned
})
export type Order = z.infer<typeof orderSchema>
export const checkoutAnswer = z.object({ order: orderSchema })
export type CheckoutResponse = Sent<typeof checkoutAnswer>
