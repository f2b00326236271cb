import {
  cartExtras,
  checkoutBody,
  colorOptions,
  endpoints,
  priceSummary,
  productIdBody,
  productIdParams,
  productListParams,
  updateQtyBody,
  type CartProduct,
  type Product,
  type ProductListResponse,
  type ProductRecord,
  productListAnswer,
  productResponseSchema,
  wishlistAnswer,
  wishlistAddAnswer,
  removedAnswer,
  cartAnswer,
  cartLineAnswer,
  checkoutAnswer
} from '@/views/apps/ecommerce/contract'
import { del, get, post, type RouteDef } from '../../route'
import {
  badRequest,
  created,
  findById,
  listQuery,
  nextId,
  notFound,
  ok,
  parse,
  refuse,
  type ListSpec
} from '../../utils'
import { store, type EcommerceData } from './store'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Ecommerce')

/**
 * A product by its id, and a product with its wishlist and cart marks: each list is indexed once per call, since
 * the big scenario holds 10,000 products, wishes and cart lines (a lookup per line took seconds).
 */
function catalogue(data: EcommerceData) {
  const byId = new Map(data.products.map((product) => [product.id, product]))
  const wished = new Set(data.wishlist.map((item) => item.productId))
  const inCart = new Set(data.cart.map((item) => item.productId))
  return {
    product: (id: number) => byId.get(id) ?? refuse(notFound('product')),
    show: (product: ProductRecord): Product => ({
      ...product,
      isInWishlist: wished.has(product.id),
      isInCart: inCart.has(product.id)
    })
  }
}

function cartLines(data: EcommerceData, items = data.cart): CartProduct[] {
  const { product, show } = catalogue(data)
  return items.map(({ productId, qty }) => ({ ...show(product(productId)), qty, ...cartExtras(productId) }))
}

const productList: ListSpec<ProductRecord, typeof productListParams> = {
  params: productListParams,
  searched: (product) => [product.name],
  filters: { brands: (product) => product.brand, category: (product) => product.category },
  ranges: { price: (product) => product.price },
  where: (product, { rating, freeShipping }) =>
    product.rating >= rating && (!freeShipping || product.hasFreeShipping),
  comparators: {
    featured: (a, b) => a.id - b.id,
    'price-asc': (a, b) => a.price - b.price || a.id - b.id,
    'price-desc': (a, b) => b.price - a.price || a.id - b.id
  }
}

export function listProducts(data: EcommerceData, params: Record<string, unknown>): ProductListResponse {
  const { total, rows } = listQuery(data.products, params, productList)
  return {
    products: rows.map(catalogue(data).show),
    total,
    userWishlist: [...data.wishlist],
    userCart: [...data.cart]
  }
}

function productAt(data: EcommerceData, idOrSlug: string): ProductRecord {
  const key = idOrSlug.trim()
  if (key === '') refuse(badRequest({ error: 'idOrSlug is required', code: 'required', field: 'idOrSlug' }))
  const found = /^\d+$/.test(key)
    ? data.products.find((p) => p.id === Number(key))
    : data.products.find((p) => p.slug === key)
  return found ?? refuse(notFound('product'))
}

const lineOf = (data: EcommerceData, productId: number) =>
  cartLines(
    data,
    data.cart.filter((item) => item.productId === productId)
  )[0]!

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.products, async (req) => ok(listProducts(await store.get(), req.params)), {
    permission: may.read,
    answer: productListAnswer,
    query: productListParams
  }),
  get(
    endpoints.product(':idOrSlug'),
    async (req) => {
      const data = await store.get()
      const product = productAt(data, req.pathParams.idOrSlug ?? '')
      return ok({ product: { ...catalogue(data).show(product), colorOptions: [...colorOptions] } })
    },
    { permission: may.read, answer: productResponseSchema }
  ),
  get(
    endpoints.wishlist,
    async () => {
      const data = await store.get()
      const { product, show } = catalogue(data)
      return ok({ products: data.wishlist.map((item) => show(product(item.productId))) })
    },
    { permission: may.read, answer: wishlistAnswer }
  ),
  post(
    endpoints.wishlist,
    async (req) => {
      const { productId } = parse(productIdBody, req.body)
      const data = await store.get()
      const product = findById(data.products, productId, 'product')
      if (data.wishlist.some((item) => item.productId === productId))
        return ok({ product: catalogue(data).show(product) })
      data.wishlist.push({ id: nextId(data.wishlist), productId })
      return created({ product: catalogue(data).show(product) })
    },
    {
      permission: may.create,
      answer: wishlistAddAnswer,
      created: true,
      body: productIdBody,
      documented: { unchanged: 'Already in the wishlist: nothing changed' }
    }
  ),
  del(
    endpoints.wishlistItem(':productId'),
    async (req) => {
      const { productId } = parse(productIdParams, req.pathParams)
      const data = await store.get()
      const index = data.wishlist.findIndex((item) => item.productId === productId)
      if (index < 0) return notFound('wishlist item')
      data.wishlist.splice(index, 1)
      return ok({})
    },
    { permission: may.delete, answer: removedAnswer }
  ),
  get(endpoints.cart, async () => ok({ products: cartLines(await store.get()) }), {
    permission: may.read,
    answer: cartAnswer
  }),
  post(
    endpoints.cart,
    async (req) => {
      const { productId } = parse(productIdBody, req.body)
      const data = await store.get()
      findById(data.products, productId, 'product')
      if (data.cart.some((item) => item.productId === productId))
        return ok({ product: lineOf(data, productId) })
      data.cart.push({ id: nextId(data.cart), productId, qty: 1 })
      return created({ product: lineOf(data, productId) })
    },
    {
      permission: may.create,
      answer: cartLineAnswer,
      created: true,
      body: productIdBody,
      documented: { unchanged: 'Already in the cart: nothing changed (the quantity stays)' }
    }
  ),
  del(
    endpoints.cartItem(':productId'),
    async (req) => {
      const { productId } = parse(productIdParams, req.pathParams)
      const data = await store.get()
      const index = data.cart.findIndex((item) => item.productId === productId)
      if (index < 0) return notFound('cart item')
      data.cart.splice(index, 1)
      return ok({})
    },
    { permission: may.delete, answer: removedAnswer }
  ),
  post(
    endpoints.updateQty,
    async (req) => {
      const { productId, qty } = parse(updateQtyBody, req.body)
      const data = await store.get()
      const item = data.cart.find((line) => line.productId === productId) ?? refuse(notFound('cart item'))
      item.qty = qty
      return ok({ product: lineOf(data, productId) })
    },
    { permission: may.update, answer: cartLineAnswer, extension: true, body: updateQtyBody }
  ),
  post(
    endpoints.checkout,
    async (req) => {
      const { address, payment } = parse(checkoutBody, req.body)
      const data = await store.get()
      if (data.cart.length === 0) return badRequest({ error: 'The cart is empty', code: 'emptyCart' })
      const items = cartLines(data)
      const order = {
        id: Math.max(4100, ...data.orders.map((o) => o.id)) + 1,
        items,
        ...priceSummary(items),
        address,
        payment,
        placedAt: new Date().toISOString()
      }
      data.orders.push(order)
      data.cart.length = 0
      return created({ order })
    },
    { permission: may.create, answer: checkoutAnswer, created: true, extension: true, body: checkoutBody }
  )
]
