import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { renderComponent } from '@tests/renderWithProviders'
import { DataTable, type ServerTableProps } from './DataTable'

interface Person {
  id: number
  name: string
}

const tableOnly = (props: Partial<ServerTableProps<Person>>) => (
  <DataTable<Person>
    label="People"
    columns={[{ name: 'Name', selector: (row) => row.name }]}
    rows={[]}
    total={0}
    page={1}
    perPage={10}
    loading={false}
    onPageChange={() => undefined}
    onPerPageChange={() => undefined}
    onSort={() => undefined}
    emptyText="No people"
    {...props}
  />
)

// The table's scroll region reads the route it sits in.
const table = (props: Partial<ServerTableProps<Person>>) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: tableOnly(props) }])} />
)

const loadingRows = () =>
  screen.getByRole('region', { name: 'People' }).style.getPropertyValue('--nl-loading-rows')

describe('DataTable', () => {
  it.each([
    [25, '10'],
    [7, '7']
  ])('while loading a page of %i, holds the height of %s rows', async (perPage, rows) => {
    await renderComponent(table({ loading: true, perPage }))
    expect(loadingRows()).toBe(rows)
  })

  it('holds no height once its rows are there', async () => {
    await renderComponent(table({ rows: [{ id: 1, name: 'Ada' }], total: 1 }))
    expect(screen.getByText('Ada')).toBeInTheDocument()
    expect(loadingRows()).toBe('')
  })
})
