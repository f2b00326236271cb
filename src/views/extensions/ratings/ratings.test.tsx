import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('ratings page', () => {
  it('changes a rating by click and by arrow keys, in half steps', async () => {
    const { user, card } = await openDemo('/extensions/ratings', 'Half stars')
    const group = within(card).getByRole('group', { name: 'Delivery' })
    await user.click(within(group).getByRole('radio', { name: '4 stars' }))
    expect(within(card).getByText('4 out of 5')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(within(group).getByRole('radio', { name: '3.5 stars' })).toBeChecked()
    expect(within(card).getByText('3.5 out of 5')).toBeInTheDocument()
  })

  it('reads a read-only rating as one picture', async () => {
    const { card } = await openDemo('/extensions/ratings', 'Read-only')
    expect(within(card).getByRole('img', { name: 'Headphones: rated 4.5 out of 5' })).toBeInTheDocument()
  })
})
