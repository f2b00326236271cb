import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/utility/http'
import * as csv from '@/utility/csv'
import { readSheetFile } from '@/utility/sheetFile'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { PermissionListResponse } from '../contract'

// Only the download is faked: jsdom cannot save files. The file is written for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadBlob: vi.fn()
}))

const table = () => screen.getByRole('table', { name: 'Permissions' })
const bar = () => screen.findByRole('group', { name: 'Selected rows' })
const stored = async () =>
  (await http.get<PermissionListResponse>('/apps/permissions/data', { params: { perPage: 100 } })).data
    .allData

async function openList(path = '/apps/permissions', shown = 'Project Planning') {
  const view = await renderWithProviders(path)
  await waitFor(
    () => expect(within(table()).getByRole('checkbox', { name: `Select ${shown}` })).toBeInTheDocument(),
    { timeout: 15000 }
  )
  return view
}

/** The first item of that name: a role is offered under "Give the role", then under "Take the role away". */
async function choose(user: Awaited<ReturnType<typeof openList>>['user'], item: string) {
  await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
  await user.click(screen.getAllByRole('menuitem', { name: item })[0]!)
}

describe('permission list selection and bulk actions', () => {
  beforeEach(() => vi.mocked(csv.downloadBlob).mockClear())

  it('gives a role to the selection in one call, then undoes it from the toast', async () => {
    const { user } = await openList()
    const before = await stored()
    for (const name of ['Only View', 'Project Planning'])
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${name}` }))
    expect(within(await bar()).getByRole('status')).toHaveTextContent('2 selected')
    await choose(user, 'Manager')
    const dialog = await screen.findByRole('dialog', { name: 'Give the role: Manager' })
    expect(dialog).toHaveTextContent('Give the role Manager to the 2 selected permissions?')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 rows changed.')).toBeInTheDocument()
    const changed = await stored()
    for (const name of ['Only View', 'Project Planning'])
      expect(changed.find((row) => row.name === name)?.assignedTo).toContain('manager')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Put back as they were.')).toBeInTheDocument()
    const after = await stored()
    expect(after.map((row) => row.assignedTo)).toEqual(before.map((row) => row.assignedTo))
  })

  it('deletes what it can and names the row it could not, with the reason', async () => {
    const { user } = await openList()
    const rows = await stored()
    const gone = rows.find((row) => row.name === 'Only View')!
    for (const name of ['Only View', 'Project Planning'])
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${name}` }))
    // Someone else deletes one of them meanwhile.
    await http.delete('/apps/permissions/delete', { params: { id: gone.id } })
    await choose(user, 'Delete')
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('1 changed, 1 refused: see the list above the table.')).toBeInTheDocument()
    const report = screen.getByRole('alert')
    expect(report).toHaveTextContent('This row was refused and left as it was:')
    expect(report).toHaveTextContent('Only View: It was not found; it may have been deleted.')
    expect((await stored()).map((row) => row.name)).not.toContain('Project Planning')
  })

  it('exports every matching permission to a workbook', async () => {
    const { user } = await openList('/apps/permissions?assignedTo=support&perPage=10')
    const support = (await stored()).filter((row) => row.assignedTo.includes('support'))
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every row of this page' }))
    await choose(user, 'Excel (.xlsx)')
    await waitFor(() => expect(csv.downloadBlob).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(csv.downloadBlob).mock.calls[0]!
    expect(name).toBe('permissions.xlsx')
    const sheet = await readSheetFile(new File([blob], name))
    expect(sheet.headers).toEqual(['Name', 'Assigned to', 'Created date'])
    expect(sheet.rows.map((row) => row[0])).toEqual(support.map((row) => row.name))
    expect(await screen.findByText(`${support.length} rows exported.`)).toBeInTheDocument()
  })
})
