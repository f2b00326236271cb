import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createEmployees } from '@/@fake-db/pages/datatables/data'
import { renderWithProviders } from '@tests/renderWithProviders'

const employees = createEmployees()
const title = 'Grouped on the server'

async function openGrouping(path = '/datatables/advance?by=city') {
  const view = await renderWithProviders(path)
  const table = await screen.findByRole('table', { name: title }, { timeout: 10_000 })
  const [card] = screen.getAllByRole('region', { name: title })
  return { ...view, table, card: card! }
}

const groupButton = (table: HTMLElement, name: string) => within(table).findByRole('button', { name })

describe('the grouped data table', () => {
  beforeEach(() => localStorage.clear())

  it('groups by office with counts and totals, then by position inside an expanded office', async () => {
    const { user, table, card } = await openGrouping()
    const total = within(table).getByRole('row', { name: /^All rows/ })
    expect(total).toHaveTextContent('100')
    const lyon = employees.filter((row) => row.city === 'Lyon')
    const lyonButton = await groupButton(table, 'Lyon')
    expect(lyonButton.closest('tr')).toHaveTextContent(String(lyon.length))
    expect(lyonButton).toHaveAttribute('aria-expanded', 'false')

    await user.selectOptions(within(card).getByLabelText('Then by'), 'Position')
    const office = await groupButton(table, 'Lyon')
    await user.click(office)
    expect(office).toHaveAttribute('aria-expanded', 'true')
    const post = lyon[0]!.post
    const inner = await groupButton(table, post)
    await user.click(inner)
    const names = lyon.filter((row) => row.post === post).map((row) => row.full_name)
    for (const name of names) expect(await within(table).findByText(name)).toBeInTheDocument()
    expect(inner).toHaveAttribute('aria-expanded', 'true')
  }, 45_000)

  it('orders the groups by their count, largest first, from the address', async () => {
    const { table } = await openGrouping('/datatables/advance?by=status&groupSort=count&sort=desc')
    await groupButton(table, 'Current')
    const counts = within(table)
      .getAllByRole('row')
      .filter((row) => row.querySelector('button[aria-expanded]'))
      .map((row) => Number(row.querySelectorAll('td')[0]!.textContent))
    expect(counts).toHaveLength(5)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /^All rows/ })).toHaveTextContent('100')
    )
  }, 45_000)

  it('follows the Columns menu: a hidden column leaves, a moved one moves, the figures with their column', async () => {
    const { user, table } = await openGrouping()
    const headers = () =>
      within(screen.getByRole('table', { name: title }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
    expect(headers()).toEqual([
      'Group',
      'Employees',
      'Name',
      'Post',
      'Email',
      'City',
      'Start date',
      'Salary total',
      'Average salary',
      'Average age',
      'Status'
    ])
    await user.click(
      within(screen.getAllByRole('region', { name: 'Grouped on the server' })[0]!).getByRole('button', {
        name: 'Columns'
      })
    )
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }))
    await user.click(screen.getByRole('checkbox', { name: 'Salary' }))
    await waitFor(() => expect(headers()).not.toContain('Email'))
    expect(headers()).not.toContain('Salary total')
    await user.click(screen.getByRole('button', { name: 'Move Status up' }))
    await waitFor(() => expect(headers().slice(-2)).toEqual(['Status', 'Average age']))
    expect(
      within(table)
        .getByRole('row', { name: /^All rows/ })
        .querySelectorAll('td')
    ).toHaveLength(headers().length - 1)
  }, 45_000)
})
