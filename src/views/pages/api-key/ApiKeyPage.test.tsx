import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const keyList = () => screen.getByRole('list', { name: 'Your API keys' })
const keyNames = () =>
  within(keyList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const rowOf = (name: string) => within(keyList()).getByRole('heading', { name }).closest('li') as HTMLElement

async function openPage() {
  const view = await renderWithProviders('/pages/api-key')
  await waitFor(() => expect(keyNames().length).toBeGreaterThan(2))
  return view
}

describe('API keys screen', () => {
  it('lists the keys newest first with their access, a masked key and the created date', async () => {
    await openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'API Keys' })).toBeInTheDocument()
    expect(keyNames()[0]).toBe('Reporting dashboard')
    const row = rowOf('Reporting dashboard')
    expect(within(row).getByText('Read only')).toBeInTheDocument()
    expect(within(row).getByTestId('api-key-value').textContent).toBe('nl_live_••••••••6aEu')
    expect(within(row).getByText(/^Created /)).toBeInTheDocument()
  })

  it('creates a key after checking the name, and lists it first with its full key one click away', async () => {
    const { user } = await openPage()
    const form = screen.getByRole('form', { name: 'Create an API key' })
    await user.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText(/required/i)).toBeInTheDocument()
    expect(keyNames()).not.toContain('')
    await user.type(within(form).getByLabelText('Key name'), 'Billing export')
    await user.selectOptions(within(form).getByLabelText('Access'), 'write-only')
    await user.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('The key Billing export was created.')).toBeInTheDocument()
    await waitFor(() => expect(keyNames()[0]).toBe('Billing export'))
    expect(screen.getByLabelText('Key name')).toHaveValue('')
    const row = rowOf('Billing export')
    expect(within(row).getByText('Write only')).toBeInTheDocument()
    const show = within(row).getByRole('button', { name: 'Show or hide the key Billing export' })
    await user.click(show)
    expect(show).toHaveAttribute('aria-pressed', 'true')
    expect(within(row).getByTestId('api-key-value').textContent).toMatch(/^nl_live_[A-Za-z0-9]{32}$/)
  })

  it('copies the whole key through the clipboard and confirms it, or says the browser refused', async () => {
    const { user } = await openPage()
    const row = rowOf('Mobile app')
    await user.click(within(row).getByRole('button', { name: 'Copy the key Mobile app' }))
    expect(await screen.findByText('The key Mobile app was copied to the clipboard.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('nl_live_Hc8Jx4Nq1WvS7bLm2TzR5kDy9PgE3fUa')

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('Denied', 'NotAllowedError')
    )
    await user.click(
      within(rowOf('Staging tests')).getByRole('button', { name: 'Copy the key Staging tests' })
    )
    expect(
      await screen.findByText('The browser did not allow copying. Show the key and copy it by hand.')
    ).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('nl_live_Hc8Jx4Nq1WvS7bLm2TzR5kDy9PgE3fUa')
  })

  it('deletes a key only once the question is confirmed', async () => {
    const { user } = await openPage()
    await user.click(
      within(rowOf('Warehouse sync')).getByRole('button', { name: 'Delete the key Warehouse sync' })
    )
    let dialog = await screen.findByRole('dialog', { name: 'Delete this API key?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(keyNames()).toContain('Warehouse sync')

    await user.click(
      within(rowOf('Warehouse sync')).getByRole('button', { name: 'Delete the key Warehouse sync' })
    )
    dialog = await screen.findByRole('dialog', { name: 'Delete this API key?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The key Warehouse sync was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(keyNames()).not.toContain('Warehouse sync'))
  })
})
