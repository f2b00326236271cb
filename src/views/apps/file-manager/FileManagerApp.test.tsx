import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const list = () => screen.getByRole('list', { name: 'Files and folders' })
const names = () => [...list().querySelectorAll('.file-entry-name')].map((name) => name.textContent)

async function openFiles(path = '/apps/file-manager') {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(names().length).toBeGreaterThan(0))
  return view
}

describe('file manager', () => {
  it('shows the top folder, folders first, then opens a folder from the tree with its path in the URL', async () => {
    const { user, router } = await openFiles()
    expect(names()).toEqual([
      'Finance',
      'Marketing',
      'Media',
      'Projects',
      'Meeting notes.txt',
      'Release notes.md',
      'Team handbook.pdf'
    ])
    const tree = screen.getByRole('navigation', { name: 'Folders' })
    await user.click(within(tree).getByRole('button', { name: 'Website redesign' }))
    await waitFor(() => expect(names()).toContain('Homepage hero.svg'))
    expect(router.state.location.search).toBe('?folderId=5')
    const path = screen.getByRole('navigation', { name: 'Folder path' })
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['My files', 'Projects', 'Website redesign'])
  })

  it('searches below the open folder, filters by type and keeps the type in the trash', async () => {
    const { user } = await openFiles('/apps/file-manager?q=svg&type=image')
    await waitFor(() => expect(names()).toHaveLength(5))
    await user.click(screen.getByRole('button', { name: 'Trash' }))
    // The type filter stays on from one view to the next.
    await waitFor(() => expect(names()).toEqual(['Old logo.svg']))
  })

  it('refuses a folder name with a separator in words, then creates the folder', async () => {
    const { user } = await openFiles()
    await user.click(screen.getByRole('button', { name: 'New folder' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'a/b')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('A name cannot hold / or \\, nor be . or ..')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Research')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(names()).toContain('Research'))
  })

  it('opens the new folder dialog when the create command of the palette lands here', async () => {
    const { router } = await openFiles('/apps/file-manager?create=1')
    expect(await screen.findByRole('dialog', { name: 'New folder' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
