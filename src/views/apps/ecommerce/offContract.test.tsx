import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { ProductListResponse, ProductResponse } from './contract'

describe('e-commerce with a product off its contract', () => {
  it('shows the other products and says one was left out (price: null)', async () => {
    answerWith(['/apps/ecommerce/products'], 200, (real) => {
      const { products, ...rest } = real as ProductListResponse
      return { ...rest, products: products.map((one, i) => (i === 0 ? { ...one, price: null } : one)) }
    })
    await renderWithProviders('/apps/ecommerce/shop')
    const note = await screen.findByText('1 record was left out: it was not in the expected form.')
    expect(note).toHaveAttribute('role', 'status')
    expect(screen.getAllByRole('article')).toHaveLength(8)
  })

  it('shows the error state with a retry for a product off the contract (unknown colour)', async () => {
    answerWith(['/apps/ecommerce/products/trail-gps-watch'], 200, (real) => {
      const { product } = real as ProductResponse
      return { product: { ...product, colorOptions: ['plaid'] } }
    })
    await renderWithProviders('/apps/ecommerce/product-detail/trail-gps-watch')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("the server's answer was not in the expected form.")
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
