import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/utility/http'
import * as csv from '@/utility/csv'
import { readSheetFile } from '@/utility/sheetFile'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { UserRow } from '../contract'

// Only the download is faked: jsdom cannot save files. The file is written for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadBlob: vi.fn()
}))

const table = () => screen.getByRole('table', { name: 'Users' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const bar = () => screen.findByRole('group', { name: 'Selected rows' })
const allUsers = async () => (await http.get<UserRow[]>('/api/users/list/all-data')).data

async function openUsers(path: string) {
  const view = await renderWithProviders(path)
  await waitFor(
    () =>
      expect(
        within(table()).getByRole('checkbox', { name: 'Select every row of this page' })
      ).not.toBeDisabled(),
    { timeout: 15000 }
  )
  return view
}

describe("the roles page's users: selection and bulk actions", () => {
  beforeEach(() => vi.mocked(csv.downloadBlob).mockClear())

  it('selects every user across pages, leaves one out, and exports the rest to CSV', async () => {
    const { user } = await openUsers('/apps/roles')
    const everyone = await allUsers()
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every row of this page' }))
    await user.click(
      within(await bar()).getByRole('button', { name: `Select all ${everyone.length} matching` })
    )
    const left = within(table()).getAllByRole('checkbox', { name: /^Select (?!every)/ })[0]!
    await user.click(left)
    expect(within(await bar()).getByRole('status')).toHaveTextContent(`${everyone.length - 1} selected`)
    const leftOut = left.getAttribute('aria-label')!.replace('Select ', '')
    const kept = everyone.filter((row) => row.fullName !== leftOut)
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }))
    await waitFor(() => expect(csv.downloadBlob).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(csv.downloadBlob).mock.calls[0]!
    expect(name).toBe('role-users.csv')
    const sheet = await readSheetFile(new File([blob], name))
    expect(sheet.headers).toEqual(['User', 'Email', 'Role', 'Plan', 'Status'])
    expect(new Set(sheet.rows.map((row) => row[1]))).toEqual(new Set(kept.map((row) => row.email)))
  })

  it("sets the plan of the selected users through the users app's bulk call", async () => {
    const { user } = await openUsers('/apps/roles')
    const boxes = within(table()).getAllByRole('checkbox', { name: /^Select (?!every)/ })
    expect(bodyRows()).toHaveLength(10)
    for (const box of boxes.slice(0, 2)) await user.click(box)
    const names = boxes.slice(0, 2).map((box) => box.getAttribute('aria-label')!.replace('Select ', ''))
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Enterprise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Plan: Enterprise' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 rows changed.')).toBeInTheDocument()
    const users = await allUsers()
    for (const name of names)
      expect(users.find((row) => row.fullName === name)?.currentPlan).toBe('enterprise')
  })
})
