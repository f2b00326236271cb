import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderComponent } from '@tests/renderWithProviders'
import type { Entry } from '../contract'
import { PreviewContent } from './PreviewContent'

const base: Entry = {
  id: 900,
  parentId: null,
  name: 'x',
  type: 'text',
  size: 2048,
  owner: { id: 1, name: 'Aiko Fujimoto', avatar: '', color: 'primary' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  starred: false,
  trashedAt: null,
  shares: [],
  url: '',
  excerpt: '',
  version: 1
}

describe('the preview', () => {
  it('shows a text file as its characters, so markup in it never becomes elements', async () => {
    const excerpt = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const { container } = await renderComponent(
      <PreviewContent entry={{ ...base, name: 'page.txt', excerpt }} name="page.txt" onDownload={vi.fn()} />
    )
    expect(await screen.findByRole('region', { name: "The file's text" })).toHaveTextContent(excerpt)
    expect(container.querySelector('img, script')).toBeNull()
  })

  it('shows a PDF as its icon, type, size and a download button', async () => {
    const onDownload = vi.fn()
    const entry: Entry = { ...base, name: 'Handbook.pdf', type: 'pdf' }
    const { user } = await renderComponent(
      <PreviewContent entry={entry} name="Handbook.pdf" onDownload={onDownload} />
    )
    expect(await screen.findByText('Handbook.pdf')).toBeInTheDocument()
    expect(screen.getByText('PDF · 2 KB')).toBeInTheDocument()
    expect(screen.getByText(/download the file to read it/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download' }))
    expect(onDownload).toHaveBeenCalledWith(entry)
  })
})
