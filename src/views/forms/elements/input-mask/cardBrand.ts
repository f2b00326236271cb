const brands: [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|2[2-7])/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^6(011|5)/, 'Discover']
]

/** The card network a number's first digits name, or undefined while they name none. */
export const cardBrand = (digits: string) => brands.find(([pattern]) => pattern.test(digits))?.[1]
