import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderComponent } from '@tests/renderWithProviders'
import { SidebarToggle, SplitApp, useSplitApp } from './SplitApp'

function Folders() {
  const { closeSidebar } = useSplitApp()
  return (
    <button type="button" onClick={closeSidebar}>
      Inbox
    </button>
  )
}

const narrow = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {}
      }) as unknown as MediaQueryList
  )

const app = (
  <SplitApp sidebar={<Folders />} sidebarLabel="Folders">
    <SidebarToggle label="Show folders" />
    <p>Mail list</p>
  </SplitApp>
)

afterEach(() => vi.restoreAllMocks())

describe('SplitApp', () => {
  it('shows the sidebar as a column on wide screens, with no toggle', async () => {
    narrow(true)
    await renderComponent(app)
    expect(screen.getByRole('complementary', { name: 'Folders' })).not.toHaveClass('nl-split-app-overlay')
    expect(screen.queryByRole('button', { name: 'Show folders' })).not.toBeInTheDocument()
  })

  it('on narrow screens opens the overlay from the toggle and closes it by Escape, backdrop or a choice', async () => {
    narrow(false)
    await renderComponent(app)
    const sidebar = screen.getByRole('complementary', { hidden: true, name: 'Folders' })
    expect(sidebar.inert).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Show folders' }))
    expect(sidebar).toHaveClass('show')
    expect(sidebar.inert).toBe(false)
    await userEvent.keyboard('{Escape}')
    expect(sidebar).not.toHaveClass('show')

    await userEvent.click(screen.getByRole('button', { name: 'Show folders' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close the sidebar' }))
    expect(sidebar).not.toHaveClass('show')

    await userEvent.click(screen.getByRole('button', { name: 'Show folders' }))
    await userEvent.click(screen.getByRole('button', { name: 'Inbox' }))
    expect(sidebar).not.toHaveClass('show')
  })
})
