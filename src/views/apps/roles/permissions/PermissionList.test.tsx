import '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { PermissionListResponse } from '../contract'

const table = () => screen.getByRole('table', { name: 'Permissions' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
// The name is the fourth cell from the end: a check box column comes first.
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell').at(-4)!.textContent)

async function openList(path = '/apps/permissions') {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
  return view
}

const stored = async () =>
  (await mock.axiosInstance.get<PermissionListResponse>('/apps/permissions/data')).data.allData

describe('permission list', () => {
  it('shows the nine permissions with their roles and created dates', async () => {
    await openList()
    expect(screen.getByRole('heading', { level: 1, name: 'Permissions' })).toBeInTheDocument()
    expect(names()).toHaveLength(9)
    expect(names()[0]).toBe('Management')
    const row = bodyRows().find((candidate) => candidate.textContent?.includes('Only View'))!
    expect(within(row).getByText('Administrator')).toBeInTheDocument()
    expect(within(row).getByText('Restricted User')).toBeInTheDocument()
    expect(within(row).getByText(/^Sep 23, 2025, 8:40\sAM$/)).toBeInTheDocument()
  })

  it('writes the created dates in the page language', async () => {
    await openList()
    await act(() => i18n.changeLanguage('de'))
    expect(await screen.findByText('23.09.2025, 08:40')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('fr'))
    expect(await screen.findByText('23 sept. 2025, 08:40')).toBeInTheDocument()
  })

  it('searches by name or date, in the URL', async () => {
    const { user, router } = await openList()
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'oct 2025')
    await waitFor(() => expect(names()).toEqual(['Financial Management']))
    expect(router.state.location.search).toBe('?q=oct+2025')
  })

  it('filters by the role a permission is assigned to, in the URL', async () => {
    const { user, router } = await openList()
    await user.selectOptions(await screen.findByLabelText('Assigned to'), 'support')
    await waitFor(() =>
      expect(names()).toEqual(['Project Planning', 'Client Communication', "Manage Others' Tasks"])
    )
    expect(router.state.location.search).toBe('?assignedTo=support')
  })

  it('restores the search from the URL and shows an empty state', async () => {
    const { user } = await renderWithProviders('/apps/permissions?q=nothing')
    expect(await screen.findByText('No permission matches these filters.')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('nothing')
    await user.clear(screen.getByRole('searchbox', { name: 'Search permissions' }))
    await waitFor(() => expect(names()).toHaveLength(9))
  })

  it('pages through the permissions, in the URL', async () => {
    for (const name of ['Export Reports', 'Archive Projects'])
      await mock.axiosInstance.post('/apps/permissions/add-permission', { permission: { name } })
    const { user, router } = await openList()
    expect(names()).toHaveLength(10)
    expect(names()[0]).toBe('Archive Projects')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(names()).toEqual(["Manage Others' Tasks"]))
    expect(router.state.location.search).toBe('?page=2')
  })

  it('adds a permission at the top, assigned to the administrator', async () => {
    const { user } = await openList('/apps/permissions?assignedTo=support')
    await user.click(screen.getByRole('button', { name: 'Add Permission' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Permission' })
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Permission name'), 'only view')
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Permission name'))
    await user.type(within(dialog).getByLabelText('Permission name'), 'Export Reports')
    await user.click(within(dialog).getByLabelText('Set as core permission'))
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(await screen.findByText('Export Reports was added.')).toBeInTheDocument()
    await waitFor(() => expect(names()[0]).toBe('Export ReportsCore'))
    expect(within(bodyRows()[0]!).getByText('Administrator')).toBeInTheDocument()
    expect((await stored())[0]).toMatchObject({ name: 'Export Reports', assignedTo: ['administrator'] })
  }, 40000)

  it('renames a permission after warning that renaming can break the application', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' })
    expect(within(dialog).getByText('Renaming can break the application')).toBeInTheDocument()
    const name = within(dialog).getByLabelText('Permission name')
    expect(name).toHaveValue('Only View')
    await user.clear(name)
    await user.type(name, 'Read Only')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Read Only was renamed.')).toBeInTheDocument()
    await waitFor(() => expect(names()).toContain('Read Only'))
  }, 40000)

  it('deletes a permission after confirming', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'Delete Management' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this permission?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Management was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(names()).not.toContain('Management'))
    expect(await stored()).toHaveLength(8)
  }, 40000)
})
