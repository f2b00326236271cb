import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

async function openExample(title: string) {
  const view = await renderWithProviders('/pages/modal-examples')
  const button = await screen.findByRole('button', { name: `Open ${title}` })
  await view.user.click(button)
  const dialog = await screen.findByRole('dialog', { name: title })
  return { ...view, button, dialog }
}

describe('modal examples', () => {
  it('shows a card for each of the nine modals', async () => {
    await renderWithProviders('/pages/modal-examples')
    expect(await screen.findByRole('heading', { level: 1, name: 'Modal Examples' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getAllByRole('button', { name: /^Open / })).toHaveLength(9)
  })

  it('adds a card: brand detected as typed, number, expiry and CVV checked, then a toast and focus back', async () => {
    const { user, dialog, button } = await openExample('Add new card')
    const number = within(dialog).getByLabelText('Card number')
    await user.type(number, '3782')
    expect(within(dialog).getByText('American Express')).toBeInTheDocument()
    await user.type(number, '82246310006')
    await user.type(within(dialog).getByLabelText('Name on the card'), 'Astrid Nyhus')
    await user.type(within(dialog).getByLabelText('Expiry'), '0120')
    await user.type(within(dialog).getByLabelText('CVV'), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    expect(
      await within(dialog).findByText('Enter a valid Visa, Mastercard, American Express or Discover number.')
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a month and year from now on, written MM/YY.')).toBeInTheDocument()
    expect(within(dialog).getByText(/^Enter the 3 digits on the back/)).toBeInTheDocument()

    await user.clear(number)
    await user.type(number, '378282246310005')
    const expiry = within(dialog).getByLabelText('Expiry')
    await user.clear(expiry)
    await user.type(expiry, `12${String(new Date().getFullYear() + 2).slice(2)}`)
    const cvv = within(dialog).getByLabelText('CVV')
    await user.clear(cvv)
    await user.type(cvv, '1234')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    expect(await screen.findByText('American Express card ending in 0005 added.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('clears the CVV error once a new card number makes the CVV right', async () => {
    const { user, dialog } = await openExample('Add new card')
    const number = within(dialog).getByLabelText('Card number')
    await user.type(number, '4242424242424242')
    await user.type(within(dialog).getByLabelText('Name on the card'), 'Astrid Nyhus')
    await user.type(
      within(dialog).getByLabelText('Expiry'),
      `12${String(new Date().getFullYear() + 2).slice(2)}`
    )
    const cvv = within(dialog).getByLabelText('CVV')
    await user.type(cvv, '1234')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    await waitFor(() => expect(cvv).toHaveAttribute('aria-invalid', 'true'))
    await user.clear(number)
    await user.type(number, '378282246310005')
    await waitFor(() => expect(cvv).not.toHaveAttribute('aria-invalid', 'true'))
    expect(cvv).not.toHaveClass('is-invalid')
  })

  it('creates an app step by step, each step checked before the next, and ends on the success step', async () => {
    const { user, dialog, button } = await openExample('Create app')
    const next = () => within(dialog).getByRole('button', { name: 'Next' })
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument()
    await user.click(next())
    expect(await within(dialog).findByText('Give the app a name.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('App name'), 'Harbour CRM')
    await user.click(next())
    expect(await within(dialog).findByText('Step 2 of 4')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Vue'))
    await user.click(next())
    expect(await within(dialog).findByText('Step 3 of 4')).toBeInTheDocument()
    const databaseName = within(dialog).getByLabelText('Database name')
    await waitFor(() => expect(databaseName).toHaveFocus())
    await user.type(databaseName, '9lives')
    await user.click(next())
    expect(await within(dialog).findByText(/^Start with a lowercase letter/)).toBeInTheDocument()
    await user.clear(databaseName)
    await user.type(databaseName, 'harbour_crm')
    await user.click(within(dialog).getByLabelText('MongoDB'))
    await user.click(next())
    expect(await within(dialog).findByText('Step 4 of 4')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByLabelText('Database name')).toHaveValue('harbour_crm')
    await user.click(next())

    await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242')
    await user.type(within(dialog).getByLabelText('Name on the card'), 'Astrid Nyhus')
    await user.type(
      within(dialog).getByLabelText('Expiry'),
      `06${String(new Date().getFullYear() + 1).slice(2)}`
    )
    await user.type(within(dialog).getByLabelText('CVV'), '321')
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }))
    expect(await within(dialog).findByRole('heading', { name: 'All set!' })).toHaveFocus()
    expect(within(dialog).getByText(/^Harbour CRM is being set up/)).toBeInTheDocument()
    expect(screen.getByText('The app Harbour CRM was created.')).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('closes with Escape and gives the focus back to its button', async () => {
    const { button, dialog } = await openExample('Upgrade plan')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    // user-event leaves keyCode 0, and reactstrap reads keyCode.
    fireEvent.keyUp(document.activeElement!, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })
})
