import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('context-menu page', () => {
  it('opens by right-click, walks into a submenu by keyboard and toasts the action', async () => {
    const { user, card } = await openDemo('/extensions/context-menu', 'On a list')
    fireEvent.contextMenu(within(card).getByRole('button', { name: 'Brand guide.pdf' }), {
      clientX: 40,
      clientY: 40
    })
    const menu = await screen.findByRole('menu', { name: 'File Brand guide.pdf' })
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus()
    expect(within(menu).getByRole('menuitem', { name: 'Move to archive' })).toHaveAttribute(
      'aria-disabled',
      'true'
    )
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}')
    const submenu = screen.getByRole('menu', { name: 'Share' })
    expect(within(submenu).getByRole('menuitem', { name: 'By email' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(await screen.findByText('Copy link: Brand guide.pdf')).toBeInTheDocument()
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens from the keyboard with Shift+F10 and closes with Escape, back on its row', async () => {
    const { user, card } = await openDemo('/extensions/context-menu', 'On a table row')
    const button = within(card).getByRole('button', { name: 'Actions for INV-4102' })
    button.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    const menu = await screen.findByRole('menu', { name: 'Invoice INV-4102' })
    expect(within(menu).getByRole('menuitem', { name: 'Send a reminder' })).toHaveAttribute(
      'aria-disabled',
      'true'
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
  })
})
