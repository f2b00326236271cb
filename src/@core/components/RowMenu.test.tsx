import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DropdownItem } from 'reactstrap'
import { RowMenu } from './RowMenu'

function rowMenu(onRename = vi.fn()) {
  const items = vi.fn(() => (
    <>
      <DropdownItem onClick={onRename}>Rename</DropdownItem>
      <DropdownItem>Delete</DropdownItem>
    </>
  ))
  render(
    <RowMenu label="More actions for #4987" title="More">
      {items}
    </RowMenu>
  )
  return { items, onRename }
}

describe('RowMenu', () => {
  it('is one named button while closed: its items are not rendered', () => {
    const { items } = rowMenu()
    const toggle = screen.getByRole('button', { name: 'More actions for #4987' })
    expect(toggle).toHaveAttribute('title', 'More')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menuitem')).toBeNull()
    expect(items).not.toHaveBeenCalled()
  })

  it('opens on a click, runs the chosen item and closes, its items gone again', async () => {
    const user = userEvent.setup()
    const { items, onRename } = rowMenu()
    await user.click(screen.getByRole('button', { name: 'More actions for #4987' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    expect(onRename).toHaveBeenCalledOnce()
    expect(items).toHaveBeenCalled()
    expect(screen.queryByRole('menuitem')).toBeNull()
  })

  it('opens from the keyboard with its first item focused, as its code loads on the way', async () => {
    const user = userEvent.setup()
    rowMenu()
    await user.tab()
    expect(screen.getByRole('button', { name: 'More actions for #4987' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus())
  })
})
