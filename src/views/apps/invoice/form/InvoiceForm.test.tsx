import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { AxiosError, type AxiosResponse } from 'axios'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/utility/http'
import { renderWithProviders } from '@tests/renderWithProviders'
import { typeInto } from '@tests/screens'

afterEach(() => {
  vi.restoreAllMocks()
})

// The first visit transforms the route chunk: slow on a busy machine.
const main = () => within(screen.getByRole('main'))

describe('invoice add and edit', () => {
  it('validates, adds a new customer, computes totals live, saves and lands on the preview', async () => {
    const { user, router } = await renderWithProviders('/apps/invoice/add')
    const save = await screen.findByRole('button', { name: 'Save' })
    await user.click(save)
    expect(await screen.findByText('Choose who is billed.')).toBeInTheDocument()
    expect(screen.getByText('Name the item.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add new customer' }))
    const panel = await screen.findByRole('dialog', { name: 'Add new customer' })
    await typeInto(user, panel, { Name: 'Sigrid Berg', Company: 'Fjell Studio', 'E-mail': 'not-an-email' })
    await user.click(within(panel).getByRole('button', { name: 'Add customer' }))
    expect(await within(panel).findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    await user.clear(within(panel).getByLabelText('E-mail'))
    await user.type(within(panel).getByLabelText('E-mail'), 'sigrid@fjell.example')
    await user.click(within(panel).getByRole('button', { name: 'Add customer' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Invoice to')).toHaveDisplayValue('Sigrid Berg · Fjell Studio')
    )
    // The panel hands focus back when its closing transition ends: typing before then loses keys.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add new customer' })).toHaveFocus())

    const first = screen.getByRole('group', { name: 'Item 1' })
    await user.type(within(first).getByLabelText('Item'), 'Workshop')
    await user.clear(within(first).getByLabelText('Cost'))
    await user.type(within(first).getByLabelText('Cost'), '400')
    await user.clear(within(first).getByLabelText('Qty'))
    await user.type(within(first).getByLabelText('Qty'), '2')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    const second = screen.getByRole('group', { name: 'Item 2' })
    await user.type(within(second).getByLabelText('Item'), 'Report')
    await user.clear(within(second).getByLabelText('Cost'))
    await user.type(within(second).getByLabelText('Cost'), '200')
    await user.clear(screen.getByLabelText('Tax (%)'))
    await user.type(screen.getByLabelText('Tax (%)'), '10')
    // (800 + 200) × 1.10
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$1,100.00')

    await user.click(save)
    expect(await screen.findByRole('heading', { name: 'Invoice #5042' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/5042')
    expect(main().getByText('Sigrid Berg')).toBeInTheDocument()
    expect(main().getByText('Report')).toBeInTheDocument()
    expect(screen.getByText('Invoice #5042 created.')).toBeInTheDocument()
    // A long user journey: typing every field takes a while on a busy machine.
  }, 40000)

  it('edits a field and keeps the balance consistent with the new total', async () => {
    const { user, router } = await renderWithProviders('/apps/invoice/edit/5013')
    const salesperson = await screen.findByLabelText('Salesperson', undefined)
    await user.clear(salesperson)
    await user.type(salesperson, 'Kari Nordmann')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Invoice #5013' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/5013')
    // The document's line: the record history beside it may show the new name too.
    expect(main().getByText('Kari Nordmann', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('Balance due').nextElementSibling).toHaveTextContent('$1,900.00')
  })

  it('asks before leaving an edit with unsaved changes', async () => {
    const { user, router } = await renderWithProviders('/apps/invoice/edit/5013')
    const salesperson = await screen.findByLabelText('Salesperson', undefined)
    await user.type(salesperson, ' Jr.')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(await screen.findByRole('button', { name: 'Leave the page' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5013'))
  })

  it('keeps the values and shows the refusal, translated by its code, under the field it names', async () => {
    // The form checks what the server checks, so the refusal is staged at the HTTP layer.
    const refusal = new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST')
    refusal.response = {
      status: 400,
      data: {
        error: 'invoice.dueDate must be a date written YYYY-MM-DD',
        code: 'date',
        field: 'invoice.dueDate'
      }
    } as AxiosResponse
    const { user } = await renderWithProviders('/apps/invoice/edit/5013')
    const salesperson = await screen.findByLabelText('Salesperson', undefined)
    await user.clear(salesperson)
    await user.type(salesperson, 'Kari Nordmann')
    // Only the save is refused: the screen's own reads can still be in flight on a busy machine.
    const request = http.request.bind(http)
    vi.spyOn(http, 'request').mockImplementation((config) =>
      config.url === '/apps/invoice/update-invoice' ? Promise.reject(refusal) : request(config)
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const words = 'This is not a valid date.'
    expect(await screen.findByText(`Not saved: ${words}`)).toBeInTheDocument()
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(words)
    expect(screen.queryByText(/dueDate|YYYY/)).toBeNull()
    expect(salesperson).toHaveValue('Kari Nordmann')
  })

  it('opens the first invoice from the bare edit path', async () => {
    const { router } = await renderWithProviders('/apps/invoice/edit')
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/edit/5001'))
    expect(await screen.findByLabelText('Invoice to')).toHaveDisplayValue(
      'Ingrid Solberg · Tidewater Analytics'
    )
  })
})
