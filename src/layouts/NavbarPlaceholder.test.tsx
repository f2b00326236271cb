import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const paint = vi.hoisted(() => {
  let shown: () => void = () => undefined
  const firstPaint = new Promise<void>((resolve) => (shown = resolve))
  return { firstPaint, show: () => shown() }
})
vi.mock('@/utility/paint', () => ({ afterFirstPaint: () => paint.firstPaint }))

describe('navbar before its working items load', () => {
  it('paints the user’s name, avatar and the fixed icons with the page, then swaps in the working navbar', async () => {
    const { container } = await renderWithProviders('/')
    await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })
    const bar = within(screen.getByRole('navigation', { name: 'Toolbar' }))
    expect(bar.getByText('Astrid Lindqvist')).toBeInTheDocument()
    expect(container.querySelectorAll('.layout-navbar [aria-hidden="true"] .nav-icon-btn')).toHaveLength(5)
    expect(bar.queryByRole('button', { name: /Astrid/ })).not.toBeInTheDocument()

    paint.show()
    expect(
      await bar.findByRole('button', { name: /Astrid Lindqvist/ }, { timeout: 15_000 })
    ).toBeInTheDocument()
    expect(container.querySelector('.layout-navbar [aria-hidden="true"] .nav-icon-btn')).toBeNull()
  })
})
