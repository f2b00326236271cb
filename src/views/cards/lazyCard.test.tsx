import type { ComponentType } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lazyCard } from './lazyCard'

describe('lazyCard', () => {
  it('holds the card’s place with a skeleton until its code is in, then draws it with its props', async () => {
    let deliver: (card: ComponentType<{ label: string }>) => void = () => undefined
    const Card = lazyCard<{ label: string }>(() => new Promise((resolve) => (deliver = resolve)))
    render(<Card label="Sales" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    deliver(({ label }) => <p>{label}</p>)
    expect(await screen.findByText('Sales')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
