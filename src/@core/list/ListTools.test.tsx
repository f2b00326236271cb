import '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listTable } from '@tests/screens'

const { table, open } = listTable('Users')
// The check box column's header has no text.
const headerNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean)
const headerOf = (id: string) => table().querySelector<HTMLElement>(`.rdt_TableCol[data-column-id="${id}"]`)

async function openMenu(path = '/apps/user/list') {
  const view = await open(path)
  await view.user.click(await screen.findByRole('button', { name: 'Columns' }))
  await screen.findByRole('checkbox', { name: 'Plan' })
  return view
}

describe('column menu', () => {
  beforeEach(() => localStorage.clear())

  it('hides a column at once and still after the list is opened again', async () => {
    const { user, unmount } = await openMenu()
    await user.click(screen.getByRole('checkbox', { name: 'Plan' }))
    expect(headerNames()).not.toContain('Plan')
    unmount()
    await open('/apps/user/list')
    expect(headerNames()).not.toContain('Plan')
    expect(headerNames()).toContain('Billing')
  })

  it('moves a column and keeps the focus on the button that moved it', async () => {
    const { user } = await openMenu()
    const moveDown = screen.getByRole('button', { name: 'Move User down' })
    await user.click(moveDown)
    expect(headerNames().slice(0, 2)).toEqual(['Role', 'User'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move User down' })).toHaveFocus())
  })

  it('sizes a column from its buttons', async () => {
    const { user } = await openMenu()
    await user.click(screen.getByRole('button', { name: 'Make Role wider' }))
    await waitFor(() => expect(headerOf('role')?.style.width).toBe('170px'))
  })

  it('pins the first column and packs the rows', async () => {
    const { user, container } = await openMenu()
    await user.click(screen.getByRole('switch', { name: 'Pin the first column' }))
    await waitFor(() => expect(headerOf('fullName')?.style.position).toBe('sticky'))
    await user.click(screen.getByRole('radio', { name: 'Compact' }))
    expect(container.querySelector('[data-density]')).toHaveAttribute('data-density', 'compact')
  })

  it('closes on Escape with the focus back on its button', async () => {
    const { user } = await openMenu()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('checkbox', { name: 'Plan' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus()
  })

  it('takes the columns of a shared link, names the ones the list lacks and leaves the address', async () => {
    const { router } = await open('/apps/user/list?columns=role,-currentPlan,bogus')
    await waitFor(() => expect(headerNames()[0]).toBe('Role'))
    expect(headerNames()).not.toContain('Plan')
    expect(await screen.findByText(/left out: bogus/)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await act(async () => {})
  })
})
