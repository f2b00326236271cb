import type { ComponentType } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyCard } from './lazyCard'

describe('lazyCard', () => {
  it('holds the card’s place with a skeleton, asks for its code once the page has painted, then draws it with its props', async () => {
    let deliver: (card: ComponentType<{ label: string }>) => void = () => undefined
    const load = vi.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (deliver = resolve)))
    const Card = lazyCard<{ label: string }>(load)
    render(<Card label="Sales" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    deliver(({ label }) => <p>{label}</p>)
    expect(await screen.findByText('Sales')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
