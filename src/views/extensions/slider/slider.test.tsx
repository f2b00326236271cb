import { fireEvent, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('slider page', () => {
  it('moves a handle by keyboard and keeps the fields in step', async () => {
    const { user, card } = await openDemo('/extensions/slider', 'Price range')
    const low = within(card).getByRole('slider', { name: 'Minimum price' })
    // rc-slider reads `keyCode`, which user-event leaves at 0.
    for (let press = 0; press < 2; press++)
      fireEvent.keyDown(low, { key: 'ArrowRight', keyCode: 39, which: 39 })
    expect(low).toHaveAttribute('aria-valuenow', '170')
    expect(within(card).getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(170)
    const high = within(card).getByRole('spinbutton', { name: 'Maximum price' })
    await user.tripleClick(high)
    await user.keyboard('800')
    expect(within(card).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '800'
    )
    expect(within(card).getByText('From $170 to $800')).toBeInTheDocument()
  })
})
