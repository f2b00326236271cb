import '@fake-db'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('wishlist', () => {
  it('moves a product to the cart, removes the others, then shows the empty state', async () => {
    const { user } = await renderWithProviders('/apps/ecommerce/wishlist')
    const moves = await screen.findAllByRole('button', { name: 'Move to cart' })
    expect(moves).toHaveLength(3)
    await user.click(moves[0])
    expect(await screen.findByText('Lumen Turntable moved to your cart.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Move to cart' })).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument())
    for (const name of ['Meridian Smartwatch', 'Horizon Drone Mini']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from the wishlist` }))
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: `Remove ${name} from the wishlist` })
        ).not.toBeInTheDocument()
      )
    }
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop'
    )
  })
})
