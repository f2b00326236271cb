import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type {
  CartLineResponse,
  CartResponse,
  CheckoutResponse,
  Product,
  ProductListResponse,
  ProductResponse,
  WishlistResponse
} from '@/views/apps/ecommerce/contract'
import type { LoginResponse } from '@/utility/auth/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<ProductListResponse>('get', '/apps/ecommerce/products', { params })).body
const ids = (rows: Product[]) => rows.map((row) => row.id)
const cart = async () => (await call<CartResponse>('get', '/apps/ecommerce/cart')).body.products
const wishlist = async () => (await call<WishlistResponse>('get', '/apps/ecommerce/wishlist')).body.products
const address = {
  fullName: 'Sigrid Vold',
  mobile: '+47 912 34 567',
  street: '4 Havnegata',
  city: 'Tromsø',
  state: 'Troms',
  zip: '9008',
  type: 'home'
}

freshMockPerTest()

describe('seed', () => {
  it('has 27 products with unique slugs, six brands, five categories, ratings 1-5, some shipping free', async () => {
    const { products, total, userCart, userWishlist } = await list({ perPage: 100 })
    expect(total).toBe(27)
    expect(ids(products)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1))
    expect(new Set(products.map((p) => p.slug)).size).toBe(27)
    expect(new Set(products.map((p) => p.brand)).size).toBe(6)
    expect(new Set(products.map((p) => p.category)).size).toBe(5)
    expect(
      products.every((p) => p.rating >= 1 && p.rating <= 5 && p.image.startsWith('/images/products/'))
    ).toBe(true)
    expect(products.some((p) => p.hasFreeShipping) && products.some((p) => !p.hasFreeShipping)).toBe(true)
    expect(userCart.length).toBeGreaterThan(0)
    expect(userWishlist.length).toBeGreaterThan(0)
  })
})

describe('GET /apps/ecommerce/products', () => {
  it('gives 9 a page in id order, 1-based, empty past the end, with the flags', async () => {
    const first = await list()
    expect(ids(first.products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(first.products.find((p) => p.id === 1)).toMatchObject({ isInCart: true, isInWishlist: false })
    expect(first.products.find((p) => p.id === 4)).toMatchObject({ isInCart: false, isInWishlist: true })
    expect(ids((await list({ page: '3' })).products)).toEqual([19, 20, 21, 22, 23, 24, 25, 26, 27])
    expect((await list({ page: 4 })).products).toEqual([])
    expect((await list({ page: 'x', perPage: '-1' })).products).toHaveLength(9)
  })

  it('sorts by price both ways and searches the name, trimmed and case-insensitive', async () => {
    const asc = (await list({ sortBy: 'price-asc', perPage: 27 })).products.map((p) => p.price)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list({ sortBy: 'price-desc' })).products
    expect(desc[0].name).toBe('Glacier 14 Laptop')
    expect(ids((await list({ q: '  KEttLE ' })).products)).toEqual([17])
    expect((await list({ q: 'Skarv' })).total).toBe(0)
    expect((await list({ sortBy: 'nonsense' })).products[0].id).toBe(1)
  })

  it('filters by brands (list or comma text), category, price range, rating and free shipping, combined', async () => {
    expect(
      (await list({ brands: ['Tindra', 'Lumen'], perPage: 27 })).products.every((p) =>
        ['Tindra', 'Lumen'].includes(p.brand)
      )
    ).toBe(true)
    expect((await list({ brands: 'Tindra,Lumen' })).total).toBe(
      (await list({ brands: ['Tindra', 'Lumen'] })).total
    )
    expect((await list({ category: 'outdoor' })).total).toBe(5)
    const ranged = (await list({ minPrice: '100', maxPrice: 300, perPage: 27 })).products
    expect(ranged.length).toBeGreaterThan(0)
    expect(ranged.every((p) => p.price >= 100 && p.price <= 300)).toBe(true)
    expect((await list({ rating: 5, perPage: 27 })).products.every((p) => p.rating === 5)).toBe(true)
    const combined = await list({
      category: 'audio',
      freeShipping: 'true',
      rating: '4',
      maxPrice: 200,
      perPage: 27
    })
    expect(combined.products.map((p) => p.name)).toEqual(['Tide Bluetooth Speaker'])
    expect(combined.total).toBe(1)
    expect((await list({ category: 'toys', brands: 'Nobody', rating: 9 })).total).toBe(27)
  })

  it('includes both ends of the price range and answers 400 for a page over 100 products', async () => {
    const prices = (await list({ perPage: 100 })).products.map((p) => p.price)
    const [low, high] = [Math.min(...prices), Math.max(...prices)]
    expect((await list({ minPrice: low, maxPrice: low })).products.every((p) => p.price === low)).toBe(true)
    expect((await list({ minPrice: String(high) })).total).toBe(prices.filter((p) => p === high).length)
    const answer = await call('get', '/apps/ecommerce/products', { params: { perPage: 101 } })
    expect(answer).toEqual({
      status: 400,
      body: { error: 'perPage must be at most 100', code: 'tooBig', field: 'perPage' }
    })
  })
})

describe('GET /apps/ecommerce/products/{idOrSlug}', () => {
  it('finds by slug or id with the colour options, and 404s otherwise', async () => {
    const bySlug = await call<ProductResponse>('get', '/apps/ecommerce/products/fjord-wireless-headphones')
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.product).toMatchObject({
      id: 1,
      isInCart: true,
      colorOptions: ['primary', 'success', 'warning', 'danger', 'info']
    })
    expect((await call<ProductResponse>('get', '/apps/ecommerce/products/27')).body.product.name).toBe(
      'Horizon Drone Mini'
    )
    for (const missing of ['99', 'no-such-thing']) {
      const answer = await call('get', `/apps/ecommerce/products/${missing}`)
      expect(answer).toEqual({ status: 404, body: { error: 'Product not found', code: 'notFound' } })
    }
  })
})

describe('wishlist', () => {
  it('adds (201), keeps a duplicate unchanged (200), removes (200), and reflects it in the list', async () => {
    expect(ids(await wishlist())).toEqual([4, 19, 27])
    expect((await call('post', '/apps/ecommerce/wishlist', { data: { productId: 2 } })).status).toBe(201)
    expect((await call('post', '/apps/ecommerce/wishlist', { data: { productId: 2 } })).status).toBe(200)
    expect(ids(await wishlist())).toEqual([4, 19, 27, 2])
    expect((await list()).products.find((p) => p.id === 2)?.isInWishlist).toBe(true)
    expect((await call('delete', '/apps/ecommerce/wishlist/4')).status).toBe(200)
    expect(ids(await wishlist())).toEqual([19, 27, 2])
  })

  it('refuses unknown products, absent items and bad ids, changing nothing', async () => {
    await expectRefused(
      () => call('post', '/apps/ecommerce/wishlist', { data: { productId: 99 } }),
      wishlist,
      404,
      'Product not found'
    )
    await expectRefused(
      () => call('post', '/apps/ecommerce/wishlist', { data: {} }),
      wishlist,
      400,
      'productId is required'
    )
    await expectRefused(
      () => call('post', '/apps/ecommerce/wishlist', { data: { productId: 'abc' } }),
      wishlist,
      400,
      'productId'
    )
    await expectRefused(
      () => call('delete', '/apps/ecommerce/wishlist/1'),
      wishlist,
      404,
      'Wishlist item not found'
    )
    await expectRefused(() => call('delete', '/apps/ecommerce/wishlist/x'), wishlist, 400, 'productId')
  })
})

describe('cart', () => {
  it('gives its size to the sign-in, for the navbar badge', async () => {
    const credentials = { email: 'admin@demo.com', password: 'admin' }
    const { body } = await call<LoginResponse>('post', '/jwt/login', { data: credentials })
    expect(body.userData.extras).toEqual({ eCommerceCartItemsCount: 3 })
    expect(await cart()).toHaveLength(3)
  })

  it('lists lines with qty and deterministic extras in range', async () => {
    const lines = await cart()
    expect(lines.map((l) => [l.id, l.qty])).toEqual([
      [1, 1],
      [8, 2],
      [14, 1]
    ])
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    for (const line of lines) {
      expect(line.offers).toBeGreaterThanOrEqual(1)
      expect(line.offers).toBeLessThanOrEqual(4)
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(line.discountPercentage).toBeLessThanOrEqual(20)
      const days = Math.round(
        (new Date(`${line.shippingDate}T00:00`).getTime() - new Date(tomorrow.toDateString()).getTime()) /
          86_400_000
      )
      expect(days).toBeGreaterThanOrEqual(0)
      expect(days).toBeLessThanOrEqual(6)
    }
    expect(await cart()).toEqual(lines)
  })

  it('adds with qty 1 (201), keeps duplicates (200), updates qty, removes', async () => {
    const added = await call<CartLineResponse>('post', '/apps/ecommerce/cart', { data: { productId: '5' } })
    expect(added.status).toBe(201)
    expect(added.body.product).toMatchObject({ id: 5, qty: 1, isInCart: true })
    await call('post', '/apps/ecommerce/cart/update-qty', { data: { productId: 5, qty: 4 } })
    expect((await call('post', '/apps/ecommerce/cart', { data: { productId: 5 } })).status).toBe(200)
    expect((await cart()).find((l) => l.id === 5)?.qty).toBe(4)
    expect((await call('delete', '/apps/ecommerce/cart/5')).status).toBe(200)
    expect(ids(await cart())).toEqual([1, 8, 14])
  })

  it('refuses unknown products, absent lines and quantities outside 1-10, changing nothing', async () => {
    const qty = (data: unknown) => () => call('post', '/apps/ecommerce/cart/update-qty', { data })
    await expectRefused(
      () => call('post', '/apps/ecommerce/cart', { data: { productId: 500 } }),
      cart,
      404,
      'Product not found'
    )
    await expectRefused(() => call('delete', '/apps/ecommerce/cart/2'), cart, 404, 'Cart item not found')
    await expectRefused(qty({ productId: 2, qty: 3 }), cart, 404, 'Cart item not found')
    await expectRefused(qty({ productId: 1, qty: 0 }), cart, 400, 'qty must be at least 1')
    await expectRefused(qty({ productId: 1, qty: 11 }), cart, 400, 'qty must be at most 10')
    await expectRefused(qty({ productId: 1, qty: 2.5 }), cart, 400, 'qty must be a whole number')
    await expectRefused(qty({ productId: 1 }), cart, 400, 'qty is required')
    await expectRefused(
      () => call('post', '/apps/ecommerce/cart', { data: 'nope' }),
      cart,
      400,
      'JSON object'
    )
  })
})

describe('POST /apps/ecommerce/checkout', () => {
  it('places the order with the summary, empties the cart, and later logins count 0', async () => {
    const before = await cart()
    const answer = await call<CheckoutResponse>('post', '/apps/ecommerce/checkout', {
      data: { address, payment: { method: 'card' } }
    })
    expect(answer.status).toBe(201)
    const { order } = answer.body
    expect(order.items.map((i) => i.id)).toEqual(before.map((l) => l.id))
    expect(order.subtotal).toBe(249.99 + 149 * 2 + 119)
    expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery, 2)
    expect(order).toMatchObject({ id: 4101, address, payment: { method: 'card' } })
    expect(await cart()).toEqual([])
    const login = await call<{ userData: { extras: { eCommerceCartItemsCount: number } } }>(
      'post',
      '/jwt/login',
      { data: { email: 'admin@demo.com', password: 'admin' } }
    )
    expect(login.body.userData.extras.eCommerceCartItemsCount).toBe(0)
    await expectRefused(
      () => call('post', '/apps/ecommerce/checkout', { data: { address, payment: { method: 'cash' } } }),
      cart,
      400,
      'The cart is empty'
    )
  })

  it('refuses missing or bad address fields and payment methods, keeping the cart', async () => {
    const checkout = (data: unknown) => () => call('post', '/apps/ecommerce/checkout', { data })
    await expectRefused(
      checkout({ address: { ...address, city: ' ' }, payment: { method: 'card' } }),
      cart,
      400,
      'address.city is required'
    )
    await expectRefused(
      checkout({ address: { ...address, type: 'boat' }, payment: { method: 'card' } }),
      cart,
      400,
      'address.type must be one of'
    )
    await expectRefused(checkout({ address, payment: { method: 'barter' } }), cart, 400, 'payment.method')
    await expectRefused(checkout({ payment: { method: 'card' } }), cart, 400, 'address')
  })
})
