import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createEmployees } from '@/@fake-db/pages/datatables/data'
import { maxQueryLength } from './contract'
import * as csv from '@/utility/csv'
import { renderWithProviders } from '@tests/renderWithProviders'
import { setMockOptions } from '@fake-db'

// Only the download is faked: jsdom cannot save files. toCsv runs for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadFile: vi.fn()
}))

const employees = createEmployees()
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

async function openDemo(path: string, title: string) {
  const view = await renderWithProviders(path)
  // The demo card comes first; a table that scrolls inside it is a region of the same name.
  const [region] = await screen.findAllByRole('region', { name: title })
  return { ...view, region: region! }
}

describe('the advanced data table', () => {
  it('combines the column filters, counts the results, resets, and exports the rows found', async () => {
    const { user, region } = await openDemo('/datatables/advance', 'Column filters')
    const count = await within(region).findByText('100 of 100 employees')
    const target = employees[30]!
    const first = target.full_name.split(' ')[0]!
    const byName = employees.filter((row) => row.full_name.startsWith(first))
    await user.type(within(region).getByLabelText('Name'), first)
    await waitFor(() => expect(count).toHaveTextContent(`${byName.length} of 100 employees`))
    await user.type(within(region).getByLabelText('City'), target.city)
    const both = byName.filter((row) => row.city === target.city)
    await waitFor(() => expect(count).toHaveTextContent(`${both.length} of 100 employees`))
    expect(both.length).toBeLessThan(byName.length)

    await user.click(within(region).getByRole('button', { name: 'Export CSV' }))
    const [name, content] = vi.mocked(csv.downloadFile).mock.calls[0]!
    expect(name).toBe('employees.csv')
    const lines = content.split('\r\n')
    expect(lines[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Status')
    expect(lines).toHaveLength(both.length + 1)
    expect(lines.slice(1).every((line) => line.startsWith(first) && line.includes(target.city))).toBe(true)

    await user.click(within(region).getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(count).toHaveTextContent('100 of 100 employees'))
    expect(within(region).getByLabelText('Name')).toHaveValue('')
  }, 45_000)

  it('filters by start date with the kit date field, whose month and year menus reach years back', async () => {
    const { user, region } = await openDemo('/datatables/advance', 'Column filters')
    const count = await within(region).findByText('100 of 100 employees')
    await user.click(within(region).getByRole('button', { name: /^Started from/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Started from' })
    const years = await within(dialog).findByRole('combobox', { name: /year/i })
    const earliest = employees.map((row) => row.start_date).sort()[0]!
    await user.selectOptions(years, earliest.slice(0, 4))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /month/i }), '11')
    await user.click(within(dialog).getByRole('button', { name: /December 1st/ }))
    const since = `${earliest.slice(0, 4)}-12-01`
    const later = employees.filter((row) => row.start_date >= since).length
    expect(later).toBeLessThan(100)
    await waitFor(() => expect(count).toHaveTextContent(`${later} of 100 employees`))
    await user.click(within(region).getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(count).toHaveTextContent('100 of 100 employees'))
    expect(within(region).getByRole('button', { name: /^Started from/ })).not.toHaveTextContent('Dec')
  }, 45_000)
})

describe('the basic data tables', () => {
  it('searches on the server and selects rows for a bulk action', async () => {
    const { user, region } = await openDemo('/datatables/basic', 'Server-side paging and search')
    const table = await within(region).findByRole('table', { name: 'Server-side paging and search' })
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    await user.type(within(region).getByLabelText('Search employees'), 'backend developer')
    const wanted = employees.filter((row) => row.post === 'Backend Developer')
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(10, wanted.length)))
    expect(bodyRows(table).every((row) => row.textContent?.includes('Backend Developer'))).toBe(true)

    const [selection] = screen.getAllByRole('region', { name: 'Row selection' })
    const rows = await within(selection!).findAllByRole('checkbox', { name: /Select Row/i })
    await user.click(rows[0]!)
    expect(within(selection!).getByText('1 employee selected')).toBeInTheDocument()
    await user.click(within(selection!).getByRole('button', { name: 'Invite to the training' }))
    expect(await within(selection!).findByText('0 employees selected')).toBeInTheDocument()
  }, 45_000)

  it('keeps a pasted search to the API limit and says so, instead of failing the list', async () => {
    const { user, region } = await openDemo('/datatables/basic', 'Server-side paging and search')
    const table = await within(region).findByRole('table', { name: 'Server-side paging and search' })
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    const box = within(region).getByLabelText('Search employees')
    await user.click(box)
    await user.paste(`developer ${'x'.repeat(maxQueryLength)}`)
    expect(box).toHaveValue(`developer ${'x'.repeat(maxQueryLength - 10)}`)
    expect(within(region).getByText('A search holds at most 100 characters.')).toBeInTheDocument()
    expect(await within(region).findByText('No employees to show.')).toBeInTheDocument()
    expect(screen.queryByText(/Could not load the data/)).not.toBeInTheDocument()
  })

  it('cuts a longer search from the address to the limit', async () => {
    const { region } = await openDemo(
      `/datatables/basic?q=${'a'.repeat(150)}`,
      'Server-side paging and search'
    )
    const box = within(region).getByLabelText('Search employees')
    expect(box).toHaveValue('a'.repeat(maxQueryLength))
    expect(await within(region).findByText('No employees to show.')).toBeInTheDocument()
    expect(screen.queryByText(/Could not load the data/)).not.toBeInTheDocument()
  })

  it('says in the page language that the zero-configuration table is empty', async () => {
    setMockOptions({ dataSize: 'empty' })
    try {
      const { region } = await openDemo('/datatables/basic', 'Zero configuration')
      expect(await within(region).findByText('No employees to show.')).toBeInTheDocument()
      expect(within(region).queryByText(/no records to display/i)).not.toBeInTheDocument()
    } finally {
      setMockOptions({ dataSize: 'seed' })
    }
  }, 45_000)
})
