import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// Role queries over a page of charts are slow in jsdom: find a card by its title's text, then look inside it.
const card = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('.card') as HTMLElement

const tableIn = (scope: HTMLElement, caption: string) =>
  within(scope).getByText(caption, { selector: 'caption' }).closest('table') as HTMLElement

const column = (table: HTMLElement, index: number) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td, th')[index]!.textContent)

describe('the SaaS dashboard', () => {
  it('shows the MRR, the plans, the retention cohorts and the revenue by country, sorted by MRR', async () => {
    const { user } = await renderWithProviders('/dashboard/saas')
    expect(await screen.findByText('SaaS Dashboard', { selector: 'h1' })).toBeInTheDocument()
    const overview = await card('Subscriptions overview')
    expect(await within(overview).findByText('$183K')).toBeInTheDocument()
    expect(within(overview).getByText('2,175')).toBeInTheDocument()
    const plans = await card('Subscriptions by plan')
    expect(await within(plans).findByText('Enterprise', { selector: '.legend-list *' })).toBeInTheDocument()

    const cohorts = await card('Monthly retention')
    await within(cohorts).findByText('Month 5')
    const grid = tableIn(cohorts, 'Monthly retention')
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(6)
    expect(grid.querySelectorAll('tbody tr')[0]!.querySelectorAll('td')).toHaveLength(6)

    const countries = await card('Revenue by country')
    await within(countries).findByText('Norway')
    const table = tableIn(countries, 'Revenue by country')
    expect(column(table, 0)[0]).toBe('United States')
    await user.click(within(table).getByRole('button', { name: 'Sort by Country' }))
    const names = column(table, 0)
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)))
  }, 45_000)

  it('changes the MRR movement to the last year', async () => {
    const { user } = await renderWithProviders('/dashboard/saas')
    const movement = await card('MRR movement')
    await within(movement).findByText('MRR at period end')
    const rows = () => tableIn(movement, 'MRR gained and lost per period').querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(4)
    await user.click(within(movement).getByRole('button', { name: 'Time range: Last 28 Days' }))
    await user.click(await within(movement).findByRole('menuitem', { name: 'Last Year' }))
    await waitFor(() => expect(rows()).toHaveLength(12))
  }, 45_000)
})
