import { mock } from '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// Screens run with placeholder tokens: the mock answers the inbox of calls without a valid token (two unread).
const list = () => screen.getByRole('list', { name: 'Notifications, newest first' })
const items = () => [...list().children] as HTMLElement[]
const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ })

describe('Notifications screen', () => {
  it('lists them newest first, shows only the unread ones, and marks one read', async () => {
    const { user } = await renderWithProviders('/pages/notifications')
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(within(items()[0]!).getByText(/Astrid Lindqvist changed Ingrid Solberg/)).toBeInTheDocument()
    expect(within(items()[1]!).getByText(/invoices\.csv is ready \(120 rows\)/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark “Ingrid Solberg” read' }))
    await user.click(screen.getByRole('link', { name: /^Unread/ }))
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Unread (1)' })).toHaveAttribute('aria-current', 'page')
  })

  it('marks all read, then deletes one after confirmation', async () => {
    const { user } = await renderWithProviders('/pages/notifications')
    await waitFor(() => expect(items()).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Mark all read' }))
    expect(await screen.findByText('All notifications are read.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Delete “invoices.csv”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete the notification?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(screen.queryByText(/invoices\.csv/)).not.toBeInTheDocument()
  })

  it('counts the unread in the navbar bell and announces one that arrives', async () => {
    const { user } = await renderWithProviders('/apps/activity')
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))
    await mock.axiosInstance.post('/notifications/exports', { file: 'users.csv', rows: 3 })
    await user.click(screen.getByRole('link', { name: 'Notifications' }))
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'))
    expect(await screen.findByText('3 unread notifications')).toBeInTheDocument()
    await user.click(bell())
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText(/users\.csv is ready \(3 rows\)/)).toBeInTheDocument()
  })
})
