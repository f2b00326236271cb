import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

// jsdom gives the slides no size, so slides moving is proven in the browser test.
describe('swiper page', () => {
  it('lets the autoplay be paused and started again', async () => {
    const { user, card } = await openDemo('/extensions/swiper', 'Autoplay')
    await user.click(within(card).getByRole('button', { name: 'Pause' }))
    await user.click(within(card).getByRole('button', { name: 'Play' }))
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  })

  it('rebuilds the carousels right to left when the app switches direction', async () => {
    const { user, card } = await openDemo('/extensions/swiper', 'Right to left')
    const carousel = () => within(card).getByRole('region', { name: 'Photos (Right to left)' })
    expect(carousel()).toHaveAttribute('dir', 'ltr')
    await user.click(within(card).getByRole('button', { name: 'Switch to right to left' }))
    expect(carousel()).toHaveAttribute('dir', 'rtl')
    expect(carousel()).toHaveClass('swiper-rtl')
  })
})
