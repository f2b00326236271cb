import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { setMockOptions } from '@fake-db'

// Role queries over a page of charts are slow in jsdom: find a card by its title's text, then look inside it.
const card = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('.card') as HTMLElement

const tableIn = (scope: HTMLElement, caption: string) =>
  within(scope).getByText(caption, { selector: 'caption' }).closest('table') as HTMLElement

const firstColumn = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')!.textContent)

describe('the CRM dashboard', () => {
  it('shows the figures, the pipeline, the team and the open deals, and sorts the deals', async () => {
    const { user } = await renderWithProviders('/dashboard/crm')
    expect(await screen.findByText('CRM Dashboard', { selector: 'h1' })).toBeInTheDocument()
    const overview = await card('Sales overview')
    expect(await within(overview).findByText('Win rate')).toBeInTheDocument()
    const pipeline = await card('Pipeline by stage')
    await within(pipeline).findByText('Negotiation', { selector: 'th' })
    expect(tableIn(pipeline, 'Value of the open deals by stage').querySelectorAll('tbody tr')).toHaveLength(5)
    const team = await card('Top sales people')
    expect(await within(team).findByText('Astrid Nyhus')).toBeInTheDocument()
    expect(team.querySelectorAll('[role="progressbar"]')).toHaveLength(5)

    const dealsCard = await card('Open deals')
    await within(dealsCard).findByText('Expected close')
    const deals = tableIn(dealsCard, 'Open deals')
    const header = (name: string) => within(deals).getByText(name).closest('th')
    expect(header('Value')).toHaveAttribute('aria-sort', 'descending')
    await user.click(within(deals).getByRole('button', { name: 'Sort by Company' }))
    const companies = firstColumn(deals)
    expect(companies).toEqual([...companies].sort((a, b) => a!.localeCompare(b!)))
    expect(header('Company')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Value')).toHaveAttribute('aria-sort', 'none')
    await user.click(within(deals).getByRole('button', { name: 'Sort by Company' }))
    expect(firstColumn(deals)).toEqual([...companies].reverse())
  }, 45_000)

  it('changes one card to another range', async () => {
    const { user } = await renderWithProviders('/dashboard/crm')
    const wonLost = await card('Deals won and lost')
    await within(wonLost).findByText('Period starting')
    const rows = () => tableIn(wonLost, 'Deals won and lost per period').querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(4)
    await user.click(within(wonLost).getByRole('button', { name: 'Time range: Last 28 Days' }))
    await user.click(await within(wonLost).findByRole('menuitem', { name: 'Last Year' }))
    await waitFor(() => expect(rows()).toHaveLength(12))
    expect(within(wonLost).getByRole('button', { name: 'Time range: Last Year' })).toBeInTheDocument()
    // The other cards keep their own range.
    expect(
      within(await card('Lead sources')).getByRole('button', { name: 'Time range: Last 28 Days' })
    ).toBeInTheDocument()
  }, 45_000)

  it('shows a retry on a failed answer and loads again with it', async () => {
    setMockOptions({ failFamily: 'dashboard' })
    const { user } = await renderWithProviders('/dashboard/crm')
    const deals = await card('Open deals')
    const retry = await within(deals).findByRole('button', { name: 'Retry' })
    expect(within(deals).getByRole('alert')).toHaveTextContent('This card could not load its data.')
    setMockOptions({ failFamily: '' })
    await user.click(retry)
    expect(await within(deals).findByText('Expected close')).toBeInTheDocument()
  }, 45_000)
})
