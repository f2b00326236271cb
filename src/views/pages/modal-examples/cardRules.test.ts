import { describe, expect, it } from 'vitest'
import { cardBrand, cardNumberValid, cvvLength, expiryValid } from './cardRules'

describe('card rules', () => {
  it('tells the brand from the first digits', () => {
    expect(cardBrand('4')).toBe('visa')
    expect(cardBrand('5105')).toBe('mastercard')
    expect(cardBrand('2221')).toBe('mastercard')
    expect(cardBrand('37')).toBe('amex')
    expect(cardBrand('6011')).toBe('discover')
    expect(cardBrand('9')).toBeNull()
    expect(cardBrand('')).toBeNull()
  })

  it('accepts a number of the brand length with a right check digit only', () => {
    expect(cardNumberValid('4242424242424242')).toBe(true)
    expect(cardNumberValid('4242424242424241')).toBe(false)
    expect(cardNumberValid('424242424242424')).toBe(false)
    expect(cardNumberValid('378282246310005')).toBe(true)
    expect(cardNumberValid('5555555555554444')).toBe(true)
    expect(cardNumberValid('9999999999999995')).toBe(false)
  })

  it('asks four CVV digits of an American Express card, three of the others', () => {
    expect(cvvLength('378282246310005')).toBe(4)
    expect(cvvLength('4242424242424242')).toBe(3)
    expect(cvvLength('')).toBe(3)
  })

  it('accepts an expiry from this month to twenty years ahead', () => {
    const now = new Date(2026, 10, 26)
    expect(expiryValid('1126', now)).toBe(true)
    expect(expiryValid('1026', now)).toBe(false)
    expect(expiryValid('1246', now)).toBe(false)
    expect(expiryValid('1146', now)).toBe(true)
    expect(expiryValid('1327', now)).toBe(false)
    expect(expiryValid('0027', now)).toBe(false)
    expect(expiryValid('12/27', now)).toBe(false)
  })
})
