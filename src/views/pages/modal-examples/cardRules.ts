const cardBrands = ['visa', 'mastercard', 'amex', 'discover'] as const
type CardBrand = (typeof cardBrands)[number]

interface BrandRule {
  prefix: RegExp
  lengths: readonly number[]
  cvv: number
}

const rules: Record<CardBrand, BrandRule> = {
  visa: { prefix: /^4/, lengths: [13, 16, 19], cvv: 3 },
  mastercard: { prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16], cvv: 3 },
  amex: { prefix: /^3[47]/, lengths: [15], cvv: 4 },
  discover: { prefix: /^(6011|65|64[4-9])/, lengths: [16, 19], cvv: 3 }
}

/** The brand the first digits announce, or null while they announce none. */
export function cardBrand(digits: string): CardBrand | null {
  return cardBrands.find((brand) => rules[brand].prefix.test(digits)) ?? null
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** A number of a known brand, of that brand's length, whose check digit is right. */
export function cardNumberValid(digits: string): boolean {
  const brand = cardBrand(digits)
  return brand !== null && rules[brand].lengths.includes(digits.length) && luhn(digits)
}

export const cvvLength = (digits: string) => rules[cardBrand(digits) ?? 'visa'].cvv

/** `MMYY`: a real month, from this month to twenty years ahead. */
export function expiryValid(mmyy: string, now = new Date()): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy)
  if (!match) return false
  const month = Number(match[1])
  const months = (2000 + Number(match[2])) * 12 + month - 1 - (now.getFullYear() * 12 + now.getMonth())
  return month >= 1 && month <= 12 && months >= 0 && months <= 240
}
