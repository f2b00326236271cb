import { describe, expect, it } from 'vitest'
import { cartExtras, priceSummary, productListParams } from './contract'
import { readListParams } from '@/utility/list.contract'
import { isValidExpiry, passesLuhn } from './checkout/cardSchema'

describe('e-commerce rules', () => {
  it('reads a shop query leniently', () => {
    expect(readListParams(productListParams, {}).values).toEqual({
      q: '',
      sortBy: 'featured',
      page: 1,
      perPage: 9,
      brands: [],
      category: '',
      minPrice: null,
      maxPrice: null,
      rating: 0,
      freeShipping: false
    })
    expect(
      readListParams(productListParams, {
        q: 7,
        sortBy: 'price-asc',
        page: '2',
        brands: 'Lumen, Nobody,Tindra',
        category: 'home',
        minPrice: '10.5',
        maxPrice: '-1',
        rating: '6',
        freeShipping: 'true'
      }).values
    ).toEqual({
      q: '7',
      sortBy: 'price-asc',
      page: 2,
      perPage: 9,
      brands: ['Lumen', 'Tindra'],
      category: 'home',
      minPrice: 10.5,
      maxPrice: null,
      rating: 0,
      freeShipping: true
    })
  })

  it('derives cart extras from the id, inside their ranges, the same on every call', () => {
    const today = new Date(2026, 0, 31)
    for (let id = 1; id <= 27; id++) {
      const extras = cartExtras(id, today)
      expect(extras).toEqual(cartExtras(id, today))
      expect(extras.offers).toBeGreaterThanOrEqual(1)
      expect(extras.offers).toBeLessThanOrEqual(4)
      expect(extras.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(extras.discountPercentage).toBeLessThanOrEqual(20)
      expect(extras.shippingDate >= '2026-02-01' && extras.shippingDate <= '2026-02-07').toBe(true)
    }
  })

  it('sums a cart: discounts per line, delivery unless every item ships free', () => {
    const line = (price: number, qty: number, discountPercentage: number, hasFreeShipping: boolean) => ({
      price,
      qty,
      discountPercentage,
      hasFreeShipping
    })
    expect(priceSummary([line(100, 2, 10, true), line(50, 1, 20, true)])).toEqual({
      subtotal: 250,
      discount: 30,
      delivery: 0,
      total: 220
    })
    expect(priceSummary([line(19.99, 3, 5, false)])).toEqual({
      subtotal: 59.97,
      discount: 3,
      delivery: 12,
      total: 68.97
    })
    expect(priceSummary([])).toEqual({ subtotal: 0, discount: 0, delivery: 0, total: 0 })
  })

  it('checks card numbers (Luhn) and expiry dates', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    const today = new Date(2026, 10, 24)
    expect(isValidExpiry('11/26', today)).toBe(true)
    expect(isValidExpiry('10/26', today)).toBe(false)
    expect(isValidExpiry('13/30', today)).toBe(false)
    expect(isValidExpiry('1230', today)).toBe(false)
  })
})
