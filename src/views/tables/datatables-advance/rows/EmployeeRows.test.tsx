import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/utility/http'
import type { Employee } from '@/views/tables/contract'
import { listTable } from '@tests/screens'

const { table, bodyRows, open } = listTable('Employees')
const headerNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
const allEmployees = async () => (await http.get<Employee[]>('/api/datatables/initial-data')).data

describe('the advanced table, not grouped', () => {
  beforeEach(() => localStorage.clear())

  it('hides a column from the Columns menu', async () => {
    const { user } = await open('/datatables/advance')
    expect(headerNames()).toContain('Email')
    await user.click(
      within(screen.getAllByRole('region', { name: 'Grouped on the server' })[0]!).getByRole('button', {
        name: 'Columns'
      })
    )
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }))
    await waitFor(() => expect(headerNames()).not.toContain('Email'))
    expect(headerNames()).toContain('Salary')
  }, 45_000)

  it('saves the grouping as a view, and applies it', async () => {
    const { user, router } = await open('/datatables/advance')
    await user.selectOptions(screen.getByLabelText('Group by'), 'Status')
    expect(await screen.findByRole('table', { name: 'Grouped on the server' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Views' }))
    await user.type(await screen.findByLabelText('View name'), 'By status')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('View “By status” saved.')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Group by'), 'No grouping')
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Views' }))
    await user.click(await screen.findByRole('button', { name: 'By status' }))
    await waitFor(() => expect(router.state.location.search).toBe('?by=status'))
    expect(await screen.findByRole('table', { name: 'Grouped on the server' })).toBeInTheDocument()
  }, 45_000)

  it('edits a salary in place: a bad value is refused by the rule, a good one is saved', async () => {
    const { user } = await open('/datatables/advance')
    const first = (await allEmployees())[0]!
    await user.click(within(table()).getByRole('button', { name: `Edit Salary of ${first.full_name}` }))
    const field = screen.getByLabelText(`Salary of ${first.full_name}`)
    await user.clear(field)
    await user.type(field, '52000{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('This value is not valid.')
    expect((await allEmployees())[0]!.salary).toBe(first.salary)
    await user.clear(field)
    await user.type(field, '$52,000.00{Enter}')
    await waitFor(async () => expect((await allEmployees())[0]!.salary).toBe('$52,000.00'))
    const cell = within(table()).getByRole('button', { name: `Edit Salary of ${first.full_name}` })
    await waitFor(() => expect(cell).toHaveTextContent('$52,000.00'))
    expect(screen.queryByRole('alert')).toBeNull()
  }, 45_000)

  it('gives the selected rows a status, then deletes them, each in one call from the Actions menu', async () => {
    const { user } = await open('/datatables/advance')
    const [first, second] = await allEmployees()
    const bar = () => screen.findByRole('group', { name: 'Selected rows' })
    for (const row of [first!, second!])
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${row.full_name}` }))
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Resigned' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status: Resigned' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 rows changed.')).toBeInTheDocument()
    expect((await allEmployees()).slice(0, 2).map((row) => row.status)).toEqual([4, 4])
    // A change done clears the selection: the same two are chosen again.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected rows' })).toBeNull())
    for (const row of [first!, second!])
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${row.full_name}` }))
    await user.click(within(await bar()).getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete' })
    expect(confirm).toHaveTextContent('Delete the 2 selected rows?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('2 rows deleted.')).toBeInTheDocument()
    const left = (await allEmployees()).map((row) => row.id)
    expect(left).toHaveLength(98)
    expect(left).not.toContain(first!.id)
    await waitFor(() => expect(screen.queryByText(first!.full_name)).toBeNull())
  }, 45_000)
})
