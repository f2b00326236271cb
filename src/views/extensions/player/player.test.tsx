import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

// jsdom plays no media: playing is proven in the browser test; here the state drives the element.
describe('player page', () => {
  it('shows the controlled state and applies it to the video', async () => {
    const { user, card } = await openDemo('/extensions/player', 'Controlled player')
    const video = card.querySelector('video')!
    expect(within(card).getByText('Paused')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Speed 1.5×' }))
    await user.click(within(card).getByRole('button', { name: 'Quieter' }))
    expect(within(card).getByText('1.5×')).toBeInTheDocument()
    expect(within(card).getByText('25 %')).toBeInTheDocument()
    expect(video.playbackRate).toBe(1.5)
    expect(video.volume).toBe(0.25)
  })

  it('offers the video its captions in every language', async () => {
    const { card } = await openDemo('/extensions/player', 'Video')
    const tracks = Array.from(card.querySelectorAll('track'), (track) => track.srclang)
    expect(tracks).toEqual(['en', 'fr', 'de', 'pt', 'ar'])
    expect(within(card).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true')
  })
})
