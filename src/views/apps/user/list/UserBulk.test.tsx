import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { http } from '@/utility/http'
import * as csv from '@/utility/csv'
import { readSheetFile } from '@/utility/sheetFile'
import type { ManagedUser } from '@/views/apps/user/contract'
import { listTable } from '@tests/screens'

const { table, bodyRows, firstLinks, open } = listTable('Users')
const allUsers = async () => (await http.get<ManagedUser[]>('/api/users/list/all-data')).data
const bar = () => screen.findByRole('group', { name: 'Selected rows' })

// Only the download is faked: jsdom cannot save files. The file is written for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadBlob: vi.fn()
}))

describe('user list selection and bulk actions', () => {
  it('selects a page, then every matching user across pages, and deletes them in one call', async () => {
    const { user } = await open('/apps/user/list?status=active')
    const active = (await allUsers()).filter((row) => row.status === 'active')
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every row of this page' }))
    expect(within(await bar()).getByRole('status')).toHaveTextContent(`${bodyRows().length} selected`)
    expect(active.length).toBeGreaterThan(bodyRows().length)
    await user.click(
      within(await bar()).getByRole('button', { name: `Select all ${active.length} matching` })
    )
    expect(within(await bar()).getByRole('status')).toHaveTextContent(`${active.length} selected`)
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(`Delete the ${active.length} selected rows?`)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(`${active.length} rows deleted.`)).toBeInTheDocument()
    expect((await allUsers()).some((row) => row.status === 'active')).toBe(false)
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected rows' })).toBeNull())
  })

  it('keeps rows chosen on two pages, and Escape clears them', async () => {
    const { user } = await open('/apps/user/list')
    const first = firstLinks()[0]!
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${first}` }))
    await user.click(screen.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(firstLinks()[0]).not.toBe(first))
    const second = firstLinks()[0]!
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${second}` }))
    expect(within(await bar()).getByRole('status')).toHaveTextContent('2 selected')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Selected rows' })).toBeNull()
  })

  it('sets a status on the selection and reports one toast', async () => {
    const { user } = await open('/apps/user/list')
    const names = firstLinks().slice(0, 2)
    for (const name of names)
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${name}` }))
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Inactive' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status: Inactive' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 rows changed.')).toBeInTheDocument()
    const users = await allUsers()
    for (const name of names) expect(users.find((row) => row.fullName === name)?.status).toBe('inactive')
  })
})

describe('user list export of the selection', () => {
  it('writes the users chosen on two pages to a workbook', async () => {
    const { user } = await open('/apps/user/list')
    const first = firstLinks()[0]!
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${first}` }))
    await user.click(screen.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(firstLinks()[0]).not.toBe(first))
    const second = firstLinks()[0]!
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${second}` }))
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }))
    await waitFor(() => expect(csv.downloadBlob).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(csv.downloadBlob).mock.calls[0]!
    expect(name).toBe('users.xlsx')
    const sheet = await readSheetFile(new File([blob], name))
    expect(sheet.headers[0]).toBe('Full name')
    expect(sheet.rows.map((row) => row[0])).toEqual([first, second])
    expect(await screen.findByText('2 rows exported.')).toBeInTheDocument()
  })
})

describe('user list inline edit', () => {
  it('edits a role from the keyboard: Enter opens, Escape cancels, Enter saves', async () => {
    const { user } = await open('/apps/user/list')
    const name = firstLinks()[0]!
    const before = (await allUsers()).find((row) => row.fullName === name)!
    const cell = within(table()).getByRole('button', { name: `Edit Role of ${name}` })
    cell.focus()
    await user.keyboard('{Enter}')
    const field = screen.getByRole('combobox', { name: `Role of ${name}` })
    await user.selectOptions(field, 'Maintainer')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('combobox', { name: `Role of ${name}` })).toBeNull()
    expect(within(table()).getByRole('button', { name: `Edit Role of ${name}` })).toHaveFocus()
    expect((await allUsers()).find((row) => row.id === before.id)?.role).toBe(before.role)

    await user.keyboard('{F2}')
    const next = before.role === 'maintainer' ? 'Author' : 'Maintainer'
    await user.selectOptions(screen.getByRole('combobox', { name: `Role of ${name}` }), next)
    await user.keyboard('{Enter}')
    await waitFor(async () =>
      expect((await allUsers()).find((row) => row.id === before.id)?.role).toBe(next.toLowerCase())
    )
  })
})
