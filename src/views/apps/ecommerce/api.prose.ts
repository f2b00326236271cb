// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'E-commerce',
  intro: [
    'Types: `src/views/apps/ecommerce/contract.ts`. A product: `{id, name, slug, description, brand,',
    'category, price, image, hasFreeShipping, rating}` plus, in every answer, `isInWishlist` and',
    '`isInCart`. `category` is one of `audio, computing, home, wearables, outdoor`; `rating` whole stars',
    '1 to 5. There is one demo-wide wishlist and one cart.'
  ],
  summaries: {
    'GET /apps/ecommerce/products': 'Search, filter and page the products',
    'GET /apps/ecommerce/products/{idOrSlug}': 'Get one product by id or slug',
    'GET /apps/ecommerce/wishlist': 'List the wishlist',
    'POST /apps/ecommerce/wishlist': 'Add a product to the wishlist',
    'DELETE /apps/ecommerce/wishlist/{productId}': 'Remove a product from the wishlist',
    'GET /apps/ecommerce/cart': 'List the cart',
    'POST /apps/ecommerce/cart': 'Add a product to the cart',
    'DELETE /apps/ecommerce/cart/{productId}': 'Remove a product from the cart',
    'POST /apps/ecommerce/cart/update-qty': "Change a cart line's quantity",
    'POST /apps/ecommerce/checkout': 'Place an order for the cart'
  },
  calls: {
    'GET /apps/ecommerce/products': [
      '- Query: `q` (on the name), `sortBy` (`featured` = id order, `price-asc`, `price-desc`), `page` (1),',
      '  `perPage` (9), `brands` (list), `category`, `minPrice`, `maxPrice` (dollars), `rating` (minimum, 1',
      '  to 5), `freeShipping` (`true`).',
      '- Answer: `{products, total, userWishlist, userCart}`: the page, the count of matches, and the',
      '  wishlist and cart entries (`{id, productId}`, `{id, productId, qty}`).'
    ],
    'GET /apps/ecommerce/products/{idOrSlug}': [
      '- Answer: `{product}` with `colorOptions` (theme colour names). Errors: 404 `Product not found`.'
    ],
    'GET /apps/ecommerce/wishlist': ['- Answer: `{products}`.'],
    'POST /apps/ecommerce/wishlist': [
      '- Body: `{productId}`. Answer: **201** `{product}`; already there: 200, unchanged.',
      '- Errors: 400; 404 `Product not found`.'
    ],
    'DELETE /apps/ecommerce/wishlist/{productId}': [
      '- Answer: `{}`. Errors: 400; 404 `Wishlist item not found`.'
    ],
    'GET /apps/ecommerce/cart': [
      '- Answer: `{products}`, each with `qty`, `shippingDate` (`YYYY-MM-DD`, within a week from tomorrow),',
      '  `offers` (1 to 4) and `discountPercentage` (3 to 20), the last three derived from the product id.'
    ],
    'POST /apps/ecommerce/cart': [
      '- Body: `{productId}`. Answer: **201** `{product}` as a cart line with `qty` 1; already there: 200,',
      '  unchanged. Errors: 400; 404 `Product not found`.'
    ],
    'DELETE /apps/ecommerce/cart/{productId}': ['- Answer: `{}`. Errors: 400; 404 `Cart item not found`.'],
    'POST /apps/ecommerce/cart/update-qty': [
      '- Body: `{productId, qty}` (`qty` a whole number, 1 to 10). Answer: `{product}` with the new `qty`.',
      '- Errors: 400; 404 `Cart item not found`.'
    ],
    'POST /apps/ecommerce/checkout': [
      '- Body: `{address: {fullName, mobile, street, city, state, zip, type}, payment: {method}}`. Every',
      '  address field is required; `mobile` is digits, spaces, `()` and `-` with an optional leading `+`',
      '  (at least 6, at most 30 characters); `zip` letters, digits, spaces and `-` (3 to 12); `type` is',
      '  `home` or `office`; `method` is `card`, `cash` or `gift-card` (card details never leave the form).',
      '- Answer: **201** `{order: {id, items, subtotal, discount, delivery, total, address, payment,',
      "  placedAt}}`; the cart is emptied. Each line's discount is taken off; delivery is 12 dollars unless",
      '  every item ships free.',
      '- Errors: 400, and 400 `The cart is empty` (`emptyCart`).'
    ]
  }
}
