import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { typeInto } from '@tests/screens'

const total = () => screen.getByTestId('order-total').textContent
const open = async () => {
  const view = await renderWithProviders('/apps/ecommerce/checkout')
  await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(3))
  return view
}

describe('checkout', () => {
  it('changes quantities, removes and moves lines, the summary following each change', async () => {
    const { user } = await open()
    expect(total()).toBe('$614.00')
    await user.click(
      within(screen.getByRole('listitem', { name: 'Birch Coffee Grinder' })).getByRole('button', {
        name: 'One more'
      })
    )
    await waitFor(() => expect(screen.getByLabelText('Quantity of Birch Coffee Grinder')).toHaveValue(2))
    expect(total()).not.toBe('$614.00')
    await user.click(screen.getByRole('button', { name: 'Remove Drift Mechanical Keyboard from the cart' }))
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Move Birch Coffee Grinder to the wishlist' }))
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(1))
    expect(await screen.findByText('Birch Coffee Grinder moved to your wishlist.')).toBeInTheDocument()
  })

  it('goes cart → address → payment, validates, places the order and empties the cart', async () => {
    const { user, router } = await open()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(router.state.location.search).toBe('?step=address')
    const form = screen.getByRole('form', { name: 'Add a new address' })
    await user.click(within(form).getByRole('button', { name: 'Deliver here' }))
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(6)
    await typeInto(user, form, {
      'Full name': 'Sigrid Vold',
      'Mobile number': '+47 912 34 567',
      'Street and number': '4 Havnegata',
      City: 'Tromsø',
      'State or region': 'Troms',
      'ZIP code': '9008'
    })
    await user.click(within(form).getByRole('button', { name: 'Deliver here' }))
    await waitFor(() => expect(router.state.location.search).toBe('?step=payment'))

    await user.click(await screen.findByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Enter a valid 16-digit card number.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Card number'), '4242424242424241')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Enter a valid 16-digit card number.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Card number'))
    await typeInto(user, document.body, {
      'Card number': '4242424242424242',
      'Name on card': 'Sigrid Vold',
      'Expiry (MM/YY)': '1240',
      CVV: '123'
    })
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(
      await screen.findByRole('heading', { name: 'Thank you! Order #4101 is placed.' })
    ).toBeInTheDocument()
    const items = screen.getByRole('table', { name: 'Ordered items' })
    expect(within(items).getAllByRole('row')).toHaveLength(5)
    expect(within(items).getByText('$614.00')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument())
  })

  it('takes a saved address and cash on delivery', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await user.click(screen.getByRole('button', { name: 'Deliver here (Office)' }))
    await user.click(await screen.findByLabelText(/Cash on delivery/))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText(/paid by Cash on delivery/)).toBeInTheDocument()
    expect(screen.getByText(/3 Kanalbrygga/)).toBeInTheDocument()
  })

  it('checks a gift card code before placing the order with it', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await user.click(screen.getByRole('button', { name: 'Deliver here (Office)' }))
    await user.click(await screen.findByLabelText(/Gift card/))
    await user.type(screen.getByLabelText('Gift card code'), 'ABCD')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByLabelText('Gift card code')).toHaveAccessibleDescription(
      'Enter a code such as ABCD-1234-EFGH.'
    )
    await user.type(screen.getByLabelText('Gift card code'), '-1234-EFGH')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText(/paid by Gift card/)).toBeInTheDocument()
  })

  it('steps back from the header and shows the empty cart with a way to the shop', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await user.click(screen.getByRole('button', { name: /^Cart\s*Your items$/ }))
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(3))
    for (const name of ['Fjord Wireless Headphones', 'Drift Mechanical Keyboard', 'Birch Coffee Grinder']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from the cart` }))
    }
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop'
    )
  })
})
