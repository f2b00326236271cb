import '@fake-db'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { InvoiceListResponse, InvoiceResponse } from './contract'

const leftOut = '1 record was left out: it was not in the expected form.'

describe('invoices with a record off its contract', () => {
  it('lists the other invoices and says one was left out (client: null)', async () => {
    answerWith(['/apps/invoice/invoices'], 200, (real) => {
      const { invoices, ...rest } = real as InvoiceListResponse
      return { ...rest, invoices: invoices.map((one, i) => (i === 0 ? { ...one, client: null } : one)) }
    })
    await renderWithProviders('/apps/invoice/list')
    expect(await screen.findByText(leftOut)).toHaveAttribute('role', 'status')
    const table = screen.getByRole('table', { name: 'Invoices' })
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(9)
  })

  it('shows the error state with a retry for an invoice off the contract (total: null)', async () => {
    answerWith(['/api/invoice/invoices/5001'], 200, (real) => {
      const answer = real as InvoiceResponse
      return { ...answer, invoice: { ...answer.invoice, total: null } }
    })
    await renderWithProviders('/apps/invoice/preview/5001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("the server's answer was not in the expected form.")
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
