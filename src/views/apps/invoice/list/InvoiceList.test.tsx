import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { listTable } from '@tests/screens'

const { table, bodyRows, firstLinks: ids, open } = listTable('Invoices')
const openList = (path = '/apps/invoice/list') => open(path)

describe('invoice list', () => {
  it('loads the first 10 of 41 invoices, newest first', async () => {
    await openList()
    expect(screen.getByText('41 invoices')).toBeInTheDocument()
    expect(ids()[0]).toBe('#5041')
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /^Home\s*Apps\s*Invoices$/
    )
  })

  it('narrows the rows as the search is typed and keeps it in the URL', async () => {
    const { user, router } = await openList()
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'ingrid')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(screen.getByText('1 invoice')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(1)
    expect(within(bodyRows()[0]!).getByText('Ingrid Solberg')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=ingrid')
  })

  it('filters by status', async () => {
    const { user } = await openList()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Draft')
    await waitFor(() =>
      expect(bodyRows().every((row) => within(row).queryByRole('img', { name: 'Draft' }))).toBe(true)
    )
    expect(screen.getByText(/^\d+ invoices?$/).textContent).not.toBe('41 invoices')
  })

  it('sorts by client when the column header is clicked', async () => {
    const { user, router } = await openList()
    // The table starts a new column in the current direction (descending), the second click flips it.
    await user.click(within(table()).getByText('Client'))
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=client.name'))
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Zanele Mokoena')).toBeInTheDocument())
    await user.click(within(table()).getByText('Client'))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=asc&sortColumn=client.name'))
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Aino Virtanen')).toBeInTheDocument())
  })

  it('pages forward and opens a page from the URL', async () => {
    const { user, router } = await openList()
    await user.click(screen.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(ids()[0]).toBe('#5031'))
    expect(router.state.location.search).toBe('?page=2')
  })

  it('restores the list state from the URL', async () => {
    await renderWithProviders('/apps/invoice/list?page=5&perPage=10')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(ids()).toEqual(['#5001'])
  })

  it('deletes an invoice after confirmation', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'More actions for invoice #5041' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Invoice #5041 will be deleted')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(ids()[0]).toBe('#5040'))
    expect(screen.getByText('40 invoices')).toBeInTheDocument()
    expect(await screen.findByText('Invoice #5041 deleted.')).toBeInTheDocument()
  })

  it('duplicates an invoice as a new one at the top', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'More actions for invoice #5040' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }))
    await waitFor(() => expect(ids()[0]).toBe('#5042'))
    expect(screen.getByText('42 invoices')).toBeInTheDocument()
    expect(await screen.findByText('Invoice #5040 duplicated as #5042.')).toBeInTheDocument()
  })
})
