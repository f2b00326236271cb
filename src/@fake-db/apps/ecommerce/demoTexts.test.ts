import { expect, it } from 'vitest'
import { missingDemoTexts } from '@tests/demoTexts'
import { products } from './data'

it('has every seed product description in all four languages, the English one equal to the seed', () => {
  const texts = products.map((product) => [`products.${product.id}`, product.description])
  expect(missingDemoTexts('ecommerce', Object.fromEntries(texts))).toEqual([])
})
