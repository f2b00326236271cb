import { mock, setMockOptions } from '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const timeline = () => screen.getByRole('list', { name: 'Activity, newest first' })
const items = () => [...timeline().children] as HTMLElement[]
const editInvoice = (note: string) =>
  mock.axiosInstance.post('/apps/invoice/update-invoice', { invoice: { id: 5001, note } })
const invoiceNote = async () =>
  (await mock.axiosInstance.get<{ invoice: { note?: string } }>('/api/invoice/invoices/5001')).data.invoice
    .note

describe('Activity screen', () => {
  it('says so when nothing has changed yet', async () => {
    await renderWithProviders('/apps/activity')
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument()
  })

  it('shows an edit and undoes it after confirmation, with a toast', async () => {
    const before = await invoiceNote()
    await editInvoice('Changed in the test')
    const { user } = await renderWithProviders('/apps/activity')
    const item = (await screen.findByRole('heading', { name: /changed invoice/ })).closest(
      'li'
    ) as HTMLElement
    expect(within(item).getByText('Changed in the test')).toBeInTheDocument()
    await user.click(within(item).getByRole('button', { name: /^Undo the change/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Undo this change?' })
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText(/was undone\.$/)).toBeInTheDocument()
    expect(await invoiceNote()).toBe(before)
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(within(timeline()).getByText('Undone')).toBeInTheDocument()
  })

  it('refuses an undo when the record changed since, and says why', async () => {
    await editInvoice('First')
    await editInvoice('Second')
    const { user } = await renderWithProviders('/apps/activity')
    await waitFor(() => expect(items()).toHaveLength(2))
    const oldest = items().at(-1)!
    await user.click(within(oldest).getByRole('button', { name: /^Undo the change/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo' }))
    expect(
      await screen.findByText('The record changed since this entry: it was not undone.')
    ).toBeInTheDocument()
    expect(await invoiceNote()).toBe('Second')
  })

  it('filters by action through the URL', async () => {
    await editInvoice('Changed')
    await mock.axiosInstance.delete('/apps/invoice/delete', { params: { id: 5003 } })
    const { user } = await renderWithProviders('/apps/activity')
    await waitFor(() => expect(items()).toHaveLength(2))
    await user.selectOptions(screen.getByLabelText('Action'), 'deleted')
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(screen.getByRole('heading', { name: /deleted invoice/ })).toBeInTheDocument()
  })

  it('shows a failed load with a retry', async () => {
    setMockOptions({ failFamily: 'activity' })
    const { user } = await renderWithProviders('/apps/activity')
    const retry = await screen.findByRole('button', { name: 'Try again' })
    setMockOptions({ failFamily: '' })
    await user.click(retry)
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument()
  })
})
