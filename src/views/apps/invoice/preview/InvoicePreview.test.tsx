import '@fake-db'
import { mock } from '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// The first visit transforms the route chunk: slow on a busy machine.
const balanceDue = () => screen.getByText('Balance due').nextElementSibling?.textContent

describe('invoice preview', () => {
  it('shows the invoice as a document', async () => {
    await renderWithProviders('/apps/invoice/preview/5001')
    expect(await screen.findByRole('heading', { name: 'Invoice #5001' })).toBeInTheDocument()
    expect(screen.getByText('Ingrid Solberg')).toBeInTheDocument()
    expect(screen.getByText('Pay by bank transfer')).toBeInTheDocument()
    // Paid more than the total: a credit, and nothing due.
    expect(screen.getByText('Credit').nextElementSibling).toHaveTextContent('$40.75')
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$0.00')
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/5001'
    )
  })

  it('records a payment: the balance goes down and the status follows', async () => {
    const { user } = await renderWithProviders('/apps/invoice/preview/5013')
    await screen.findByRole('heading', { name: 'Invoice #5013' })
    const before = balanceDue()
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    const panel = await screen.findByRole('dialog', { name: 'Add payment' })
    const amount = within(panel).getByLabelText('Payment amount')
    await user.clear(amount)
    await user.click(within(panel).getByRole('button', { name: 'Save payment' }))
    expect(await within(panel).findByText('Enter an amount greater than 0.')).toBeInTheDocument()
    await user.type(amount, '100')
    await user.click(within(panel).getByRole('button', { name: 'Save payment' }))
    expect(await screen.findByText(/Payment of \$100\.00 recorded on invoice #5013/)).toBeInTheDocument()
    await waitFor(() => expect(balanceDue()).not.toBe(before))
    expect(screen.getByText('Partial payment')).toBeInTheDocument()
    // The screen sends the amount; the server derives the balance and the status.
    const sent = mock.history.post.filter((request) => request.url === '/apps/invoice/update-invoice').at(-1)!
    expect(JSON.parse(sent.data as string)).toEqual({ invoice: { id: 5013, payment: 100 } })
  })

  it('"sends" the invoice after validating the prefilled e-mail', async () => {
    const { user } = await renderWithProviders('/apps/invoice/preview/5001')
    await screen.findByRole('heading', { name: 'Invoice #5001' })
    await user.click(screen.getByRole('button', { name: 'Send invoice' }))
    const panel = await screen.findByRole('dialog', { name: 'Send invoice' })
    expect(within(panel).getByLabelText('Subject')).toHaveValue('Invoice #5001 from Nordlight')
    await user.clear(within(panel).getByLabelText('To'))
    await user.click(within(panel).getByRole('button', { name: 'Send' }))
    expect(await within(panel).findByText('This field is required.')).toBeInTheDocument()
    await user.type(within(panel).getByLabelText('To'), 'ap@tidewater')
    await user.click(within(panel).getByRole('button', { name: 'Send' }))
    expect(await within(panel).findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    await user.clear(within(panel).getByLabelText('To'))
    await user.type(within(panel).getByLabelText('To'), 'ap@tidewater.example')
    await user.click(within(panel).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(/Invoice sent to ap@tidewater\.example/)).toBeInTheDocument()
  })

  it('says so when the invoice does not exist', async () => {
    await renderWithProviders('/apps/invoice/preview/9999')
    expect(await screen.findByRole('heading', { name: 'Invoice #9999 not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/apps/invoice/list'
    )
  })

  it('opens the first invoice from the bare path', async () => {
    const { router } = await renderWithProviders('/apps/invoice/preview')
    expect(await screen.findByRole('heading', { name: 'Invoice #5001' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/5001')
  })
})
