import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('product detail', () => {
  it('shows the product, picks a colour, and adds 3 to the cart', async () => {
    const { user } = await renderWithProviders('/apps/ecommerce/product-detail/trail-gps-watch')
    const heading = await screen.findByRole('heading', { name: 'Trail GPS Watch' })
    // The related products may have drawn their own prices and ratings by now.
    const info = within(heading.closest<HTMLElement>('.card-body')!)
    expect(info.getByText('$399.00')).toBeInTheDocument()
    expect(info.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Violet' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Green' }))
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'One more' }))
    await user.click(screen.getByRole('button', { name: 'One more' }))
    await user.click(screen.getByRole('button', { name: 'Add to cart: Trail GPS Watch' }))
    expect(await screen.findByRole('link', { name: 'View in cart: Trail GPS Watch' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout'
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Cart, 4 items' }))
    expect(await screen.findByText('3 × $399.00')).toBeInTheDocument()
  })

  it('opens the first product from the bare path, and says so for an unknown one', async () => {
    const { router } = await renderWithProviders('/apps/ecommerce/product-detail')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/ecommerce/product-detail/fjord-wireless-headphones')
    )
    expect(await screen.findByRole('heading', { name: 'Fjord Wireless Headphones' })).toBeInTheDocument()
    await router.navigate('/apps/ecommerce/product-detail/no-such-thing')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument()
  })
})
