import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('pagination page', () => {
  it('pages through a list and jumps to the last page', async () => {
    const { user, card } = await openDemo('/extensions/pagination', 'Data list')
    expect(within(card).getByText('Order #5001')).toBeInTheDocument()
    const pager = within(card).getByRole('navigation', { name: 'Orders' })
    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(within(card).getByText('Order #5005')).toBeInTheDocument()
    expect(within(card).getByText('Showing 5 to 8 of 22')).toBeInTheDocument()
    await user.click(within(pager).getByRole('button', { name: 'Page 6' }))
    expect(within(card).getByText('Showing 21 to 22 of 22')).toBeInTheDocument()
    expect(within(pager).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
  })
})
