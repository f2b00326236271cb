import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listTable } from '@tests/screens'

const { table, open } = listTable('Users')
const headerNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())

async function openViews() {
  const view = await open('/apps/user/list')
  await view.user.click(await screen.findByRole('button', { name: 'Views' }))
  await screen.findByLabelText('View name')
  return view
}

describe('views menu', () => {
  beforeEach(() => localStorage.clear())

  it('applies a saved view: its filters in the address and its columns', async () => {
    const { user, router } = await openViews()
    await user.click(screen.getByRole('button', { name: 'Pending editors' }))
    await waitFor(() => expect(router.state.location.search).toBe('?role=editor&status=pending'))
    await waitFor(() => expect(headerNames()).not.toContain('Billing'))
  })

  it('saves, makes default, renames and deletes a view', async () => {
    const { user } = await openViews()
    await user.type(screen.getByLabelText('View name'), 'Everyone')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByRole('button', { name: 'Everyone' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Make Everyone the default' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make Everyone the default' })).toHaveAttribute(
        'aria-pressed',
        'true'
      )
    )
    await user.click(screen.getByRole('button', { name: 'Rename Everyone' }))
    const field = screen.getByLabelText('New name for Everyone')
    await user.clear(field)
    await user.type(field, 'All users{Enter}')
    expect(await screen.findByRole('button', { name: /^All users/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete All users' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: /^All users/ })).not.toBeInTheDocument())
  })

  it('refuses a second view of the same name and says why', async () => {
    const { user } = await openViews()
    await user.type(screen.getByLabelText('View name'), 'pending EDITORS')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('This value is already in use.')).toBeInTheDocument()
  })
})
