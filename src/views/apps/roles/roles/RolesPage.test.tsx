import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { PermissionListResponse, Role } from '../contract'

const card = (name: string) => screen.getByRole('group', { name })
const userRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)

async function openRoles(path = '/apps/roles') {
  const view = await renderWithProviders(path)
  await screen.findByRole('group', { name: 'Administrator' })
  return view
}

const storedRoles = async () => (await mock.axiosInstance.get<Role[]>('/apps/roles/data')).data
const assigned = async () =>
  (await mock.axiosInstance.get<PermissionListResponse>('/apps/permissions/data')).data.allData.flatMap(
    (permission) => permission.assignedTo
  )

describe('roles page', () => {
  it('shows a card per role with its user count, the add card and the users table', async () => {
    await openRoles()
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument()
    for (const name of ['Administrator', 'Manager', 'User', 'Support', 'Restricted User'])
      expect(card(name)).toBeInTheDocument()
    expect(within(card('Manager')).getByText('7 users')).toBeInTheDocument()
    expect(within(card('Restricted User')).getByText('+6')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add New Role' })).toBeInTheDocument()
    await waitFor(() => expect(userRows()).toHaveLength(10))
  })

  it('filters the users table by role, in the URL', async () => {
    const { user, router } = await openRoles()
    await waitFor(() => expect(userRows()).toHaveLength(10))
    await user.selectOptions(screen.getByLabelText('Role'), 'editor')
    expect(router.state.location.search).toBe('?role=editor')
    await waitFor(() => expect(userRows().every((row) => within(row).queryByText('Editor'))).toBe(true))
  })

  it('gives a sign-in account a role of this app, and leaves the signed-in account its own', async () => {
    const { user } = await openRoles()
    const client = await screen.findByLabelText('Role of Mikkel Haugen')
    expect(screen.getByLabelText('Role of Astrid Lindqvist')).toBeDisabled()
    await user.selectOptions(client, 'Support')
    expect(await screen.findByText('Mikkel Haugen now has the role Support.')).toBeInTheDocument()
    const { accounts } = (
      await mock.axiosInstance.get<{ accounts: { roleId: number | null }[] }>('/apps/roles/accounts')
    ).data
    expect(accounts[1]?.roleId).toBe(4)
    await waitFor(() => expect(client).toHaveDisplayValue('Support'))
  })

  it('refuses a role name that is taken', async () => {
    const { user } = await openRoles()
    await user.click(screen.getByRole('button', { name: 'Add New Role' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Role' })
    await user.type(within(dialog).getByLabelText('Role name'), 'USER')
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }))
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument()
  }, 40000)

  it('adds a role with every permission ticked by "select all" but one', async () => {
    const { user } = await openRoles()
    await user.click(screen.getByRole('button', { name: 'Add New Role' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Role' })
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor')
    await user.click(within(dialog).getByLabelText('Select all'))
    expect(within(dialog).getByLabelText('Create: Payroll')).toBeChecked()
    await user.click(within(dialog).getByLabelText('Create: Payroll'))
    expect(within(dialog).getByLabelText('Select all')).not.toBeChecked()
    expect(within(dialog).getByLabelText('Select all')).toHaveProperty('indeterminate', true)
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }))
    expect(await screen.findByText('Auditor was added.')).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Auditor' })).toBeInTheDocument()
    const auditor = (await storedRoles()).find((role) => role.name === 'Auditor')!
    expect(auditor.permissions.filter((grant) => grant.read && grant.write && grant.create)).toHaveLength(8)
  }, 40000)

  it('edits a role from its card', async () => {
    const { user } = await openRoles()
    await user.click(within(card('User')).getByRole('button', { name: 'Edit role User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' })
    expect(within(dialog).getByLabelText('Role name')).toHaveValue('user')
    expect(within(dialog).getByLabelText('Read: User management')).toBeChecked()
    await user.click(within(dialog).getByLabelText('Write: Payroll'))
    await user.type(within(dialog).getByLabelText('Role name'), 's')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('users was updated.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const payroll = (await storedRoles())[2]!.permissions.find((grant) => grant.module === 'payroll')
    expect(payroll).toEqual({ module: 'payroll', read: false, write: true, create: false })
  }, 40000)

  it('deletes a role after confirming, and takes it off every permission', async () => {
    const { user } = await openRoles()
    await user.click(screen.getByRole('button', { name: 'Delete role Manager' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this role?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Manager was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Manager' })).not.toBeInTheDocument())
    expect(await assigned()).not.toContain('manager')
  }, 40000)
})
