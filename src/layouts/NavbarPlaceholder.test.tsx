import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const paint = vi.hoisted(() => {
  let shown: () => void = () => undefined
  const firstPaint = new Promise<void>((resolve) => (shown = resolve))
  return { firstPaint, show: () => shown() }
})
// Star, search, language and skin, then one icon per area navbar widget (the shop's cart).
const fixedIcons = 4
const widgetIcons = Object.keys(import.meta.glob('/src/views/**/navbar/placeholder.tsx')).length

// The working navbar waits for the first screen (its paint, its calls, an idle browser): here, for the test.
vi.mock('@/utility/paint', () => ({
  afterFirstPaint: () => paint.firstPaint,
  afterFirstScreen: () => paint.firstPaint
}))

describe('navbar before its working items load', () => {
  it('paints the user’s name, avatar and the fixed icons with the page, then swaps in the working navbar', async () => {
    const { container } = await renderWithProviders('/')
    await screen.findByRole('heading', { level: 1, name: 'eCommerce Dashboard' })
    const bar = within(screen.getByRole('navigation', { name: 'Toolbar' }))
    expect(bar.getByText('Astrid Lindqvist')).toBeInTheDocument()
    expect(container.querySelectorAll('.layout-navbar [aria-hidden="true"] .nav-icon-btn')).toHaveLength(
      fixedIcons + widgetIcons
    )
    expect(bar.queryByRole('button', { name: /Astrid/ })).not.toBeInTheDocument()

    paint.show()
    expect(await bar.findByRole('button', { name: /Astrid Lindqvist/ })).toBeInTheDocument()
    expect(container.querySelector('.layout-navbar [aria-hidden="true"] .nav-icon-btn')).toBeNull()
  })
})
