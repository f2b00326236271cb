import type { ComponentType } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import i18n from '@/configs/i18n'
import { ensureI18n } from '@tests/renderWithProviders'
import { lazyCard } from './lazyCard'

const paint = vi.hoisted(() => {
  let shown: () => void = () => undefined
  const firstPaint = new Promise<void>((resolve) => (shown = resolve))
  return { firstPaint, show: () => shown() }
})
vi.mock('@/utility/paint', () => ({ afterFirstPaint: () => paint.firstPaint }))

describe('lazyCard', () => {
  it('holds the card’s place with a skeleton, loads its code after the first screen, then draws it', async () => {
    let deliver: (card: ComponentType<{ label: string }>) => void = () => undefined
    const load = vi.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (deliver = resolve)))
    const Card = lazyCard<{ label: string }>(load)
    await ensureI18n()
    await i18n.loadNamespaces('cards')
    render(<Card label="Sales" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
    paint.show()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    deliver(({ label }) => <p>{label}</p>)
    expect(await screen.findByText('Sales')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
