import { mock, setMockOptions } from '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AxiosError, type AxiosResponse } from 'axios'
import * as csv from '@/utility/csv'
import { http } from '@/utility/http'
import { renderWithProviders } from '@tests/renderWithProviders'
import { listTable, typeInto } from '@tests/screens'

// Only the download is faked: jsdom cannot save files. toCsv runs for real.
vi.mock('@/utility/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadFile: vi.fn()
}))

const { table, bodyRows, firstLinks: firstNames, open } = listTable('Users')
const openList = (path = '/apps/user/list') => open(path)
const sortOf = (column: string) =>
  [...table().querySelectorAll('[aria-sort]')]
    .find((header) => header.textContent?.includes(column))
    ?.getAttribute('aria-sort')

/** The head counts fail beside the table, each in its own alert; the table's comes last. */
const tableAlert = async () => (await screen.findAllByRole('alert')).at(-1)!
const totalUsers = () => within(screen.getByRole('group', { name: 'Total users' }))

describe('user list', () => {
  it('loads the first page of 10 users sorted by name, and the head counts', async () => {
    await openList()
    expect(screen.getByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument()
    expect(firstNames()[0]).toBe('Aiko Fujimoto')
    expect(
      await within(screen.getByRole('group', { name: 'Total users' })).findByText('50')
    ).toBeInTheDocument()
    const counts = ['Active users', 'Pending users', 'Inactive users'].map((name) =>
      Number(within(screen.getByRole('group', { name })).getByText(/^\d+$/).textContent)
    )
    expect(counts.reduce((a, b) => a + b)).toBe(50)
  })

  it('narrows the rows as the search is typed, and keeps it in the URL', async () => {
    const { user, router } = await openList()
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'astrid')
    await waitFor(() => expect(firstNames()).toEqual(['Astrid Nyhus']))
    expect(router.state.location.search).toBe('?q=astrid')
  })

  it('filters by role, plan and status', async () => {
    const { user, router } = await openList()
    await user.selectOptions(screen.getByLabelText('Role'), 'editor')
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('Editor'))).toBe(true))
    await user.selectOptions(screen.getByLabelText('Plan'), 'enterprise')
    await user.selectOptions(screen.getByLabelText('Status'), 'active')
    expect(router.state.location.search).toBe('?role=editor&currentPlan=enterprise&status=active')
    await waitFor(() => expect(firstNames()).toEqual(['Dmitri Sokolov']))
    const row = bodyRows()[0]!
    for (const text of ['Editor', 'Enterprise', 'Active'])
      expect(within(row).getByText(text)).toBeInTheDocument()
  })

  it('shows an empty state when nothing matches', async () => {
    const { user } = await openList()
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'no such person')
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument()
  })

  it('sorts on the server by the clicked column', async () => {
    const { user, router } = await openList()
    await user.click(within(table()).getByText('User'))
    await waitFor(() => expect(firstNames()[0]).toBe('Zoltán Kiss'))
    expect(router.state.location.search).toBe('?sort=desc')
  })

  it('pages through the users and changes the page size', async () => {
    const { user, router } = await openList()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await waitFor(() => expect(firstNames()[0]).not.toBe('Aiko Fujimoto'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25')
    await waitFor(() => expect(bodyRows()).toHaveLength(25))
    expect(router.state.location.search).toBe('?perPage=25')
  })

  it('follows Back and Forward: page size and sort arrow come back with the URL', async () => {
    const { user, router } = await openList()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25')
    await waitFor(() => expect(bodyRows()).toHaveLength(25))
    await user.click(within(table()).getByText('User'))
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=25&sort=desc'))
    await waitFor(() => expect(firstNames()[0]).toBe('Zoltán Kiss'))
    expect(sortOf('User')).toBe('descending')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(firstNames()[0]).toBe('Aiko Fujimoto'))

    expect(sortOf('User')).toBe('ascending')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveValue('10')
    await act(() => router.navigate(1))
    await waitFor(() => expect(bodyRows()).toHaveLength(25))
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveValue('25')
  })

  it('restores the list state from the URL', async () => {
    await renderWithProviders('/apps/user/list?status=pending&perPage=25&sortColumn=role&sort=desc')
    expect(await screen.findByLabelText('Status')).toHaveValue('pending')
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(10))
    expect(within(bodyRows()[0]!).getByText('Subscriber')).toBeInTheDocument()
  })

  it('validates the new user form, then adds the user and shows them', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'Add New User' }))
    const panel = await screen.findByRole('dialog')
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await within(panel).findByText('Enter the full name.')).toBeInTheDocument()
    expect(within(panel).getByLabelText('Full name')).toHaveAccessibleDescription('Enter the full name.')
    expect(within(panel).getByText('Enter a username.')).toBeInTheDocument()
    expect(within(panel).getByText('Enter an email address.')).toBeInTheDocument()

    await typeInto(user, panel, { 'Full name': 'Ingrid Solberg', Username: 'ingrid', Email: 'not-an-email' })
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await within(panel).findByText('Enter a valid email address.')).toBeInTheDocument()
    await user.clear(within(panel).getByLabelText('Email'))
    await user.type(within(panel).getByLabelText('Email'), 'ingrid@fjellbu.example')
    await user.selectOptions(within(panel).getByLabelText('Country'), 'Norway')
    await user.selectOptions(within(panel).getByLabelText('Role'), 'editor')
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))

    expect(await screen.findByText('Ingrid Solberg was added.')).toBeInTheDocument()
    await waitFor(() => expect(firstNames()).toEqual(['Ingrid Solberg']))
    expect(within(bodyRows()[0]!).getByText('Editor')).toBeInTheDocument()
    expect(
      await within(screen.getByRole('group', { name: 'Total users' })).findByText('51')
    ).toBeInTheDocument()
  })

  it('shows a server refusal above the form', async () => {
    // The form checks what the server checks, so the refusal is staged at the HTTP layer.
    const refusal = new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST')
    refusal.response = { status: 400, data: { error: 'email is already taken' } } as AxiosResponse
    const { user } = await openList()
    const request = http.request.bind(http)
    vi.spyOn(http, 'request').mockImplementation((config) =>
      config.url === '/apps/users/add-user' ? Promise.reject(refusal) : request(config)
    )
    await user.click(screen.getByRole('button', { name: 'Add New User' }))
    const panel = await screen.findByRole('dialog')
    await user.type(within(panel).getByLabelText('Full name'), 'Ada Test')
    await user.type(within(panel).getByLabelText('Username'), 'adatest')
    await user.type(within(panel).getByLabelText('Email'), 'ada@test.example')
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent('email is already taken')
  })

  it('deletes a user after confirmation and refetches the list', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'Delete Aiko Fujimoto' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Aiko Fujimoto will be removed')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Aiko Fujimoto was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(firstNames()).not.toContain('Aiko Fujimoto'))
    expect(bodyRows()).toHaveLength(10)
  })

  it('exports the rows on screen as CSV', async () => {
    const { user } = await openList('/apps/user/list?role=admin')
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(csv.downloadFile).toHaveBeenCalledTimes(1)
    const [name, content] = vi.mocked(csv.downloadFile).mock.calls[0]!
    expect(name).toBe('users.csv')
    const lines = content.split('\r\n')
    expect(lines[0]).toBe('Full name,Username,Email,Role,Plan,Billing,Status,Company,Country,Contact')
    expect(lines).toHaveLength(11)
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'Admin')).toBe(true)
    // The finished export becomes an "export ready" notification for the exporter.
    await waitFor(() =>
      expect(mock.history.post.find((sent) => sent.url === '/notifications/exports')?.data).toBe(
        JSON.stringify({ file: 'users.csv', rows: 10, app: 'users' })
      )
    )
  })
})

describe('the user list under the demo scenarios', () => {
  afterEach(() => setMockOptions({ delayMs: 0, failShare: 0, offline: false, dataSize: 'seed' }))

  it('shows loading on a slow network, then the failure with a retry that works', async () => {
    setMockOptions({ delayMs: 150, failShare: 1 })
    const { user } = await renderWithProviders('/apps/user/list')
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    const alert = await tableAlert()
    expect(alert).toHaveTextContent('Could not load the data: the server had a problem.')
    setMockOptions({ failShare: 0 })
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry)
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(await totalUsers().findByText('50')).toBeInTheDocument()
  })

  it('keeps the head counts in their cards while they load, so the list below does not move', async () => {
    setMockOptions({ delayMs: 150 })
    await renderWithProviders('/apps/user/list')
    const total = await screen.findByRole('group', { name: 'Total users' })
    expect(total.closest('[aria-busy="true"]')).not.toBeNull()
    expect(within(total).queryByText(/^\d+$/)).toBeNull()
    expect(await within(total).findByText('50')).toBeInTheDocument()
    expect(total.closest('[aria-busy="true"]')).toBeNull()
  })

  it('says the server cannot be reached when offline', async () => {
    setMockOptions({ offline: true })
    await renderWithProviders('/apps/user/list')
    expect(await tableAlert()).toHaveTextContent('Could not load the data: the server could not be reached.')
  })

  it('shows the empty state when every list starts empty', async () => {
    setMockOptions({ dataSize: 'empty' })
    await renderWithProviders('/apps/user/list')
    expect(await screen.findByText('There is no user yet.')).toBeInTheDocument()
    expect(await totalUsers().findByText('0')).toBeInTheDocument()
  })

  it('pages to the last of 10,000 users', async () => {
    setMockOptions({ dataSize: 'big' })
    const { user, router } = await openList('/apps/user/list?sortColumn=id')
    expect(await totalUsers().findByText('10,000')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(router.state.location.search).toContain('page=1000'))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
  })
})

describe('the add-user form under the demo scenarios', () => {
  afterEach(() => setMockOptions({ offline: false }))

  it('keeps what was typed when the call fails, and saves on the next try', async () => {
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'Add New User' }))
    const panel = await screen.findByRole('dialog')
    await typeInto(user, panel, {
      'Full name': 'Ida Berg',
      Username: 'ida',
      Email: 'ida@berg.example'
    })
    setMockOptions({ offline: true })
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await within(panel).findByRole('alert')).toBeInTheDocument()
    expect(within(panel).getByLabelText('Full name')).toHaveValue('Ida Berg')
    setMockOptions({ offline: false })
    await user.click(within(panel).getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Ida Berg was added.')).toBeInTheDocument()
    await waitFor(() => expect(firstNames()).toEqual(['Ida Berg']))
  })
})
