import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

async function openView(path: string, name: string) {
  const view = await renderWithProviders(path)
  // The first render compiles the route's chunk: allow it more time than later waits.
  await screen.findByRole('heading', { level: 2, name })
  return view
}

const details = () => screen.getByText('Details').nextElementSibling as HTMLElement

describe('user view', () => {
  it('shows the user card, plan and tabs', async () => {
    await openView('/apps/user/view/1', 'Astrid Nyhus')
    expect(within(details()).getByText('astrid.nyhus@polarisbakery.example')).toBeInTheDocument()
    expect(within(details()).getByText('Norway')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Account', selected: true })).toBeInTheDocument()
    expect(screen.getByText('Aurora Storefront')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upgrade plan' })).toBeInTheDocument()
  })

  it('opens the first user on the bare path', async () => {
    const { router } = await openView('/apps/user/view', 'Astrid Nyhus')
    expect(router.state.location.pathname).toBe('/apps/user/view/1')
  })

  it('says so for an unknown id, with a way back', async () => {
    await renderWithProviders('/apps/user/view/999')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute(
      'href',
      '/apps/user/list'
    )
  })

  it('edits the user in a prefilled modal and updates the card', async () => {
    const { user } = await openView('/apps/user/view/2', 'Benedikt Graf')
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' })
    const company = within(dialog).getByLabelText('Company')
    expect(company).toHaveValue('Graf & Söhne')
    await user.clear(within(dialog).getByLabelText('Full name'))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Enter the full name.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Full name'), 'Benedikt Graf-Huber')
    await user.clear(company)
    await user.type(company, 'Huber Werkstatt')
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Benedikt Graf-Huber was updated.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Benedikt Graf-Huber' })).toBeInTheDocument()
    expect(within(details()).getByText('Huber Werkstatt')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user information' })).toBeNull())
  })

  it('opens the edit form from the list link (?edit=1)', async () => {
    await renderWithProviders('/apps/user/view/3?edit=1')
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' })
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Chiamaka Eze')
  })

  it('suspends the user after confirmation', async () => {
    const { user } = await openView('/apps/user/view/4', 'Dmitri Sokolov')
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Suspend this user?')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('Dmitri Sokolov was suspended.')).toBeInTheDocument()
    expect(await within(details()).findByText('Inactive')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suspended' })).toBeDisabled()
  })

  it('changes the plan', async () => {
    const { user } = await openView('/apps/user/view/1', 'Astrid Nyhus')
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' })
    await user.click(within(dialog).getByRole('radio', { name: /Enterprise/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    expect(await screen.findByText('The plan was changed to Enterprise.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('tab', { name: 'Billing & Plans' }))
    const billing = screen.getByRole('tabpanel', { name: 'Billing & Plans' })
    expect(await within(billing).findByText('Your plan: Enterprise')).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys and checks the password form', async () => {
    const { user } = await openView('/apps/user/view/1', 'Astrid Nyhus')
    screen.getByRole('tab', { name: 'Account' }).focus()
    await user.keyboard('{ArrowRight}')
    const security = screen.getByRole('tab', { name: 'Security' })
    expect(security).toHaveFocus()
    expect(security).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Security' })
    await user.type(await within(panel).findByLabelText('New password'), 'short')
    await user.type(within(panel).getByLabelText('Confirm new password'), 'other')
    await user.click(within(panel).getByRole('button', { name: 'Change password' }))
    expect(await within(panel).findByText('Use at least 8 characters.')).toBeInTheDocument()
    expect(within(panel).getByText('The passwords do not match.')).toBeInTheDocument()
    security.focus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true')
  })
})
