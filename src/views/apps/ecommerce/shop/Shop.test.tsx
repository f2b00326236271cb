import '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const open = async (path = '/apps/ecommerce/shop') => {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9))
  return view
}

describe('shop', () => {
  it('shows 9 of 27 products with their images and pages through them', async () => {
    const { user, router } = await open()
    expect(screen.getByText('27 results found')).toBeInTheDocument()
    expect(names()[0]).toBe('Fjord Wireless Headphones')
    const images = document.querySelectorAll('main img.product-image')
    expect(images).toHaveLength(9)
    expect([...images].every((image) => image.getAttribute('loading') === 'lazy')).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Page 3' }))
    await waitFor(() => expect(names()[0]).toBe('Meridian Smartwatch'))
    expect(router.state.location.search).toBe('?page=3')
  })

  it('filters and sorts through the URL, and a URL restores the view', async () => {
    const { user, router } = await open()
    await user.click(screen.getByLabelText('Outdoor'))
    await waitFor(() => expect(screen.getByText('5 results found')).toBeInTheDocument())
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc')
    await waitFor(() => expect(names()[0]).toBe('Horizon Drone Mini'))
    await user.click(screen.getByLabelText('Free shipping only'))
    await waitFor(() => expect(screen.getByText('3 results found')).toBeInTheDocument())
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'outdoor',
      sortBy: 'price-desc',
      freeShipping: 'true'
    })
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }))
    await waitFor(() => expect(screen.getByText('27 results found')).toBeInTheDocument())
    expect(router.state.location.search).toBe('?sortBy=price-desc')
  })

  it('reads brands, rating, search and the list view from the URL', async () => {
    await renderWithProviders('/apps/ecommerce/shop?brands=Tindra,Lumen&rating=4&q=a&view=list')
    await waitFor(() => expect(screen.getByText(/results? found/)).toBeInTheDocument())
    expect(screen.getByLabelText('Tindra')).toBeChecked()
    expect(screen.getByLabelText('Lumen')).toBeChecked()
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('a')
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(names().length).toBeGreaterThan(0))
    expect(names()).toEqual([
      'Lumen Turntable',
      'Hearth Smart Lamp',
      'Meridian Smartwatch',
      'Aurora Sleep Ring'
    ])
  })

  it('toggles the wishlist and adds to the cart, the card and the navbar following', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Add to cart: Tide Bluetooth Speaker' }))
    expect(
      await screen.findByRole('link', { name: 'View in cart: Tide Bluetooth Speaker' })
    ).toBeInTheDocument()
    expect(await screen.findByText('Tide Bluetooth Speaker added to your cart.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument())
    const wish = screen.getByRole('button', { name: 'Wishlist: Tide Bluetooth Speaker' })
    expect(wish).toHaveAttribute('aria-pressed', 'false')
    await user.click(wish)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wishlist: Tide Bluetooth Speaker' })).toHaveAttribute(
        'aria-pressed',
        'true'
      )
    )
    await user.click(screen.getByRole('button', { name: 'Wishlist: Tide Bluetooth Speaker' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wishlist: Tide Bluetooth Speaker' })).toHaveAttribute(
        'aria-pressed',
        'false'
      )
    )
  })

  describe('in French', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')))

    it('shows the seed descriptions in French on the cards and the product page; names stay', async () => {
      const { user } = await open()
      await act(() => i18n.changeLanguage('fr'))
      const card = screen.getAllByRole('article')[0]!
      expect(
        await within(card).findByText(/^Casque circum-auriculaire à réduction de bruit adaptative/)
      ).toBeInTheDocument()
      expect(within(card).queryByText(/^Over-ear headphones/)).toBeNull()
      await user.click(within(card).getByRole('link', { name: 'Fjord Wireless Headphones' }))
      const heading = await screen.findByRole('heading', { level: 2, name: 'Fjord Wireless Headphones' })
      expect(
        within(heading.closest<HTMLElement>('.card-body')!).getByText(/40 heures d’autonomie/)
      ).toBeInTheDocument()
    })
  })
})
