import { setMockOptions } from '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { listTable, typeInto } from '@tests/screens'

const slow = { timeout: 15000 }
const { bodyRows, firstLinks } = listTable('Users')
/** The head counts fail beside the table, each in its own alert; the table's comes last. */
const tableAlert = async () => (await screen.findAllByRole('alert', {}, slow)).at(-1)!
const total = () => within(screen.getByRole('group', { name: 'Total users' }))

afterEach(() => setMockOptions({ delayMs: 0, failShare: 0, offline: false, dataSize: 'seed' }))

describe('the user list under the demo scenarios', () => {
  it('shows loading on a slow network, then the failure with a retry that works', async () => {
    setMockOptions({ delayMs: 150, failShare: 1 })
    const { user } = await renderWithProviders('/apps/user/list')
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Loading…')
    const alert = await tableAlert()
    expect(alert).toHaveTextContent('Could not load the data: the server had a problem.')
    setMockOptions({ failShare: 0 })
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry)
    await waitFor(() => expect(bodyRows()).toHaveLength(10), slow)
    expect(await total().findByText('50')).toBeInTheDocument()
  })

  it('says the server cannot be reached when offline', async () => {
    setMockOptions({ offline: true })
    await renderWithProviders('/apps/user/list')
    expect(await tableAlert()).toHaveTextContent('Could not load the data: the server could not be reached.')
  })

  it('shows the empty state when every list starts empty', async () => {
    setMockOptions({ dataSize: 'empty' })
    await renderWithProviders('/apps/user/list')
    expect(await screen.findByText('No user matches these filters.', {}, slow)).toBeInTheDocument()
    expect(await total().findByText('0')).toBeInTheDocument()
  })

  it('pages to the last of 10,000 users', async () => {
    setMockOptions({ dataSize: 'big' })
    const { user, router } = await renderWithProviders('/apps/user/list?sortColumn=id')
    await waitFor(() => expect(bodyRows()).toHaveLength(10), slow)
    expect(await total().findByText('10,000')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Last Page' }))
    await waitFor(() => expect(router.state.location.search).toContain('page=1000'))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
  })
})

describe('the add-user form under the demo scenarios', () => {
  it('keeps what was typed when the call fails, and saves on the next try', async () => {
    const { user } = await renderWithProviders('/apps/user/list')
    await waitFor(() => expect(bodyRows()).toHaveLength(10), slow)
    await user.click(screen.getByRole('button', { name: 'Add New User' }))
    const panel = await screen.findByRole('dialog')
    await typeInto(user, panel, {
      'Full name': 'Ingrid Solberg',
      Username: 'ingrid',
      Email: 'ingrid@fjellbu.example'
    })
    setMockOptions({ offline: true })
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await within(panel).findByRole('alert')).toBeInTheDocument()
    expect(within(panel).getByLabelText('Full name')).toHaveValue('Ingrid Solberg')
    setMockOptions({ offline: false })
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Ingrid Solberg was added.')).toBeInTheDocument()
    await waitFor(() => expect(firstLinks()).toEqual(['Ingrid Solberg']))
  })
})
