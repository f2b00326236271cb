import '@fake-db'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setMockOptions } from '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'
import { listTable } from '@tests/screens'

const { open } = listTable('Invoices')

afterEach(() => setMockOptions({ dataSize: 'seed' }))

describe('invoice list in the demo scenarios', () => {
  it('says there is no invoice yet when the list is empty and nothing was searched', async () => {
    setMockOptions({ dataSize: 'empty' })
    await renderWithProviders('/apps/invoice/list')
    expect(await screen.findByText('There is no invoice yet.')).toBeInTheDocument()
    expect(screen.queryByText('No invoice matches your search.')).not.toBeInTheDocument()
  })

  it('says nothing matches only after a search', async () => {
    setMockOptions({ dataSize: 'empty' })
    await renderWithProviders('/apps/invoice/list?q=ingrid')
    expect(await screen.findByText('No invoice matches your search.')).toBeInTheDocument()
  })

  it('formats the count of 10,000 invoices', async () => {
    setMockOptions({ dataSize: 'big' })
    await open('/apps/invoice/list')
    expect(screen.getByText('10,000 invoices')).toBeInTheDocument()
  })
})
