import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { updateLayout } from '@/redux/layout'
import { renderWithProviders } from '@tests/renderWithProviders'
import { searchButton } from './testing'

async function shell() {
  const view = await renderWithProviders('/access-control', { as: 'admin' })
  // The keys listen once the navbar's search part has loaded.
  await searchButton()
  return view
}

const sheet = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })

describe('keyboard shortcuts', () => {
  it('opens the sheet with ?, listing every shortcut, and closes it with Escape', async () => {
    const { user } = await shell()
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const action of ['Open the search and commands', 'Show this list', 'Open the customizer'])
      expect(dialog).toHaveTextContent(action)
    // reactstrap's modal reads the legacy keyCode, which user-event does not set.
    fireEvent.keyUp(document.activeElement!, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(sheet()).toBeNull())
  })

  it('toggles the skin between light and dark with D', async () => {
    const { user, store } = await shell()
    store.dispatch(updateLayout({ skin: 'light' }))
    await user.keyboard('d')
    expect(store.getState().layout.skin).toBe('dark')
    await user.keyboard('d')
    expect(store.getState().layout.skin).toBe('light')
  })

  it('never takes a key typed in a text field', async () => {
    const { store } = await shell()
    store.dispatch(updateLayout({ skin: 'light' }))
    const field = document.createElement('input')
    document.body.append(field)
    fireEvent.keyDown(field, { key: '?' })
    fireEvent.keyDown(field, { key: 'd' })
    expect(sheet()).toBeNull()
    expect(store.getState().layout.skin).toBe('light')
    field.remove()
  })

  it('does nothing with single keys once they are turned off in the customizer', async () => {
    const { user, store } = await shell()
    store.dispatch(updateLayout({ keyShortcuts: false, skin: 'light' }))
    await user.keyboard('?d')
    expect(sheet()).toBeNull()
    expect(store.getState().layout.skin).toBe('light')
  })
})
