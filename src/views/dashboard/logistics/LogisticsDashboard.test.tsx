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
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]!.textContent)

describe('the logistics dashboard', () => {
  it('shows the shipments, the vehicles, the route and the orders by due day', async () => {
    const { user } = await renderWithProviders('/dashboard/logistics')
    expect(await screen.findByText('Logistics Dashboard', { selector: 'h1' })).toBeInTheDocument()
    const overview = await card('Shipments')
    expect(await within(overview).findByText('128')).toBeInTheDocument()
    const vehicles = await card('Vehicles')
    await within(vehicles).findByText('Henrik Aalto')
    expect(within(vehicles).getByRole('progressbar', { name: 'NL-104 load: 86%' })).toHaveAttribute(
      'aria-valuenow',
      '86'
    )
    expect(within(vehicles).getByText('Maintenance')).toBeInTheDocument()

    const route = await card("Today's route")
    const stops = await within(route).findByRole('list', { name: 'Stops of vehicle NL-104' })
    expect(within(stops).getAllByRole('listitem')).toHaveLength(8)
    expect(stops.querySelector('[aria-current="step"]')).toHaveTextContent('Notodden')

    const orders = await card('Orders')
    await within(orders).findByText('ORD-5012')
    const table = tableIn(orders, 'Orders')
    expect(table.querySelectorAll('tbody tr')).toHaveLength(16)
    await user.click(within(table).getByRole('button', { name: 'Sort by Order' }))
    const ids = column(table, 0)
    expect(ids).toEqual([...ids].sort())
  }, 45_000)

  it('changes the delivery performance to the last year', async () => {
    const { user } = await renderWithProviders('/dashboard/logistics')
    const performance = await card('Delivery performance')
    await within(performance).findByText('On-time rate', { selector: 'th' })
    const rows = () =>
      tableIn(performance, 'Deliveries on time and late per period').querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(4)
    await user.click(within(performance).getByRole('button', { name: 'Time range: Last 28 Days' }))
    await user.click(await within(performance).findByRole('menuitem', { name: 'Last Year' }))
    await waitFor(() => expect(rows()).toHaveLength(12))
  }, 45_000)
})
