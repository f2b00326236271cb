import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const title = 'Column filters'
const headers = () =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

describe('the column-filter demo', () => {
  beforeEach(() => localStorage.clear())

  it('has the Columns menu: a hidden column leaves the table and stays hidden on the next visit', async () => {
    const { user, unmount } = await renderWithProviders('/datatables/advance')
    await screen.findByRole('table', { name: title }, { timeout: 10_000 })
    expect(headers()).toContain('Email')
    const card = screen.getAllByRole('region', { name: title })[0]!
    await user.click(within(card).getByRole('button', { name: 'Columns' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }))
    await waitFor(() => expect(headers()).not.toContain('Email'))
    expect(headers()).toContain('City')
    unmount()
    await renderWithProviders('/datatables/advance')
    await screen.findByRole('table', { name: title }, { timeout: 10_000 })
    expect(headers()).not.toContain('Email')
  }, 45_000)
})
