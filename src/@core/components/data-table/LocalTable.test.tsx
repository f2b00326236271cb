import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { useState, type ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { renderComponent } from '@tests/renderWithProviders'
import { LocalTable } from './LocalTable'

interface Person {
  id: number
  name: string
}

const people: Person[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' }
]
const columns = [{ name: 'Name', selector: (row: Person) => row.name }]

// The table's scroll region reads the route it sits in.
const onRoute = (ui: ReactElement) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />
)

describe('LocalTable', () => {
  it('gives the rows of two tables over the same records ids of their own', async () => {
    const { container } = await renderComponent(
      onRoute(
        <>
          <LocalTable label="First" columns={columns} rows={people} emptyText="None" />
          <LocalTable label="Second" columns={columns} rows={people} emptyText="None" />
        </>
      )
    )
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id)
    expect(ids.filter((id) => id.startsWith('row-'))).toHaveLength(4)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hands the selection back as the rows it was given', async () => {
    const onSelectionChange = vi.fn()
    const { user } = await renderComponent(
      onRoute(
        <LocalTable
          label="People"
          columns={columns}
          rows={people}
          emptyText="None"
          onSelectionChange={onSelectionChange}
        />
      )
    )
    const row = (await screen.findByText('Grace')).closest('[role="row"]') as HTMLElement
    await user.click(within(row).getByRole('checkbox'))
    expect(onSelectionChange).toHaveBeenLastCalledWith([people[1]])
    expect(onSelectionChange.mock.lastCall?.[0][0]).toBe(people[1])
  })

  it('says an empty list outside any table, in a status that stays in the page', async () => {
    function Emptied() {
      const [rows, setRows] = useState(people)
      return (
        <>
          <button type="button" onClick={() => setRows([])}>
            Empty
          </button>
          <LocalTable label="People" columns={columns} rows={rows} emptyText="No one here" />
        </>
      )
    }
    const { user } = await renderComponent(onRoute(<Emptied />))
    await screen.findByText('Grace')
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(screen.getByRole('button', { name: 'Empty' }))
    expect(await screen.findByRole('status')).toHaveTextContent('No one here')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
