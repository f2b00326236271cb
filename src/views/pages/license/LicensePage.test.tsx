import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

// jsdom has no object URLs.
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

// jsdom's Blob has no text().
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

describe('license page', () => {
  it('shows the terms and compares the single and extended license', async () => {
    await renderWithProviders('/pages/license')
    expect(await screen.findByRole('heading', { level: 1, name: 'License' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What you may do' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What you may not do' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Single and extended license compared' })
    const saas = within(table).getByRole('row', { name: /A hosted service sold by subscription/ })
    expect(
      within(saas)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['Not allowed', 'Allowed'])
  })

  it('saves the terms as a text file', async () => {
    const saved: Blob[] = []
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob)
        return 'blob:license'
      },
      revokeObjectURL: vi.fn()
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement
    ) {
      expect(this.download).toBe('nordlight-license.txt')
    })
    const { user } = await renderWithProviders('/pages/license')
    await user.click(await screen.findByRole('button', { name: 'Download license' }))
    expect(click).toHaveBeenCalledTimes(1)
    expect(saved[0]?.type).toBe('text/plain;charset=utf-8')
    const text = await readText(saved[0]!)
    expect(text).toMatch(/^License\n/)
    expect(text).toContain('- Publish the source in a public repository')
    expect(text).toContain('- A hosted service sold by subscription: Single Not allowed, Extended Allowed')
    expect(await screen.findByText('The license was saved as nordlight-license.txt.')).toBeInTheDocument()
  })
})
