import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import i18n from '@/configs/i18n'
import { currentScenarios, resetScenarios } from '@/configs/mockScenarios'
import { renderWithProviders } from '@tests/renderWithProviders'
import { searchButton, searchDialog, searchInput } from './testing'

async function openPalette(as: 'admin' | 'client' = 'admin', path = '/access-control') {
  const view = await renderWithProviders(path, { as })
  await searchButton()
  await view.user.keyboard('{Control>}k{/Control}')
  await searchDialog()
  await waitFor(() => expect(searchInput()).toHaveFocus())
  return view
}

const groupNames = async () =>
  (await within(await screen.findByRole('listbox')).findAllByRole('group')).map((group) =>
    group.getAttribute('aria-labelledby')
      ? document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent
      : ''
  )

/** Types the query, waits until the command is the highlighted option, and runs it with Enter. */
async function run(user: Awaited<ReturnType<typeof openPalette>>['user'], query: string, command: string) {
  await user.type(searchInput(), query)
  const option = await screen.findByRole('option', { name: command })
  await waitFor(() => expect(searchInput()).toHaveAttribute('aria-activedescendant', option.id))
  await user.keyboard('{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
}

describe('command palette', () => {
  it('lists commands apart from pages, leaves out the skin already chosen, and switches the skin', async () => {
    const { user, store } = await openPalette()
    expect(await groupNames()).toEqual([
      'Bookmarked pages',
      'Create',
      'Appearance',
      'Demo scenarios',
      'Account'
    ])
    expect(screen.queryByRole('option', { name: 'Use the system skin' })).toBeNull()

    await run(user, 'dark', 'Switch to the dark skin')
    expect(store.getState().layout.skin).toBe('dark')

    await user.keyboard('{Control>}k{/Control}')
    await searchDialog()
    expect(await screen.findByRole('option', { name: 'Use the system skin' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Switch to the dark skin' })).toBeNull()
  })

  it('offers a client no create command: its ability allows no create', async () => {
    const { user } = await openPalette('client')
    expect(await groupNames()).toEqual(['Bookmarked pages', 'Appearance', 'Demo scenarios', 'Account'])
    await user.type(searchInput(), 'add')
    expect(await screen.findByText('No results for “add”.')).toBeInTheDocument()
  })

  it('creates an invoice by opening its add page', async () => {
    const { user, router } = await openPalette()
    await run(user, 'new bill', 'Create an invoice')
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/add'))
  })

  it('adds a task by opening the to-do app with its add form, and drops the ask from the address', async () => {
    const { user, router } = await openPalette()
    await run(user, 'add a task', 'Add a task')
    // The to-do screen and its panel (TipTap, react-select) load on first use: slow to transform cold.
    expect(await screen.findByRole('dialog', { name: 'Add Task' }, { timeout: 30_000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/todo')
    expect(router.state.location.search).toBe('')
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add Task' })).getByRole('button', { name: 'Close' })
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).toBeNull())
  })

  it('opens the customizer and leaves the focus in it', async () => {
    const { user } = await openPalette()
    await run(user, 'custom', 'Open the customizer')
    const customizer = await screen.findByRole('dialog', { name: 'Theme Customizer' }, { timeout: 10_000 })
    await waitFor(() => expect(customizer).toContainElement(document.activeElement as HTMLElement))
  })

  it('changes the language, then finds commands by words of the new language', async () => {
    const { user } = await openPalette()
    await run(user, 'francais', 'Change the language to Français')
    await waitFor(() => expect(i18n.language).toBe('fr'))
    await user.keyboard('{Control>}k{/Control}')
    await screen.findByRole('dialog', { name: 'Recherche' })
    const input = screen.getByRole('combobox')
    await waitFor(() => expect(input).toHaveFocus())
    await user.type(input, 'sombre')
    expect(await screen.findByRole('option', { name: 'Passer au thème sombre' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Apparence' })).toBeInTheDocument()
  })

  it('signs out and goes to the sign-in page', async () => {
    const { user, router, store } = await openPalette()
    await run(user, 'log out', 'Sign out')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(store.getState().auth.userData).toBeNull()
  })

  it('shows the shortcut of a command, opens the shortcuts sheet, and lists it under Recent next time', async () => {
    const { user } = await openPalette()
    await run(user, 'keyboard', 'Show the keyboard shortcuts')
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
    fireEvent.keyUp(document.activeElement!, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull())

    await user.keyboard('{Control>}k{/Control}')
    await searchDialog()
    expect((await groupNames()).slice(0, 3)).toEqual(['Bookmarked pages', 'Recent', 'Create'])
    const recent = screen.getByRole('group', { name: 'Recent' })
    const option = within(recent).getByRole('option', { name: 'Show the keyboard shortcuts' })
    expect(option).toHaveAttribute('aria-keyshortcuts', '?')
    expect(within(option).getByText('?').tagName).toBe('KBD')
  })

  it('turns a demo scenario on and off: offline, then back online', async () => {
    const { user } = await openPalette()
    await run(user, 'offline', 'Go offline (demo)')
    expect(currentScenarios().offline).toBe(true)
    await user.keyboard('{Control>}k{/Control}')
    await searchDialog()
    await user.type(searchInput(), 'online')
    expect(await screen.findByRole('option', { name: 'Back online (demo)' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Go offline (demo)' })).toBeNull()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentScenarios().offline).toBe(false))
    resetScenarios()
  })
})
