import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('tour page', () => {
  it('walks the steps with next and back, then skips', async () => {
    const { user, card } = await openDemo('/extensions/tour', 'Guided tour')
    expect(within(card).getByText('The tour has not started.')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Start the tour' }))
    expect(await screen.findByRole('dialog', { name: 'This page' })).toBeInTheDocument()
    expect(await within(card).findByText('On step 1 of 4.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(await screen.findByRole('dialog', { name: 'Start again' })).toBeInTheDocument()
    expect(await within(card).findByText('On step 2 of 4.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Back/ }))
    expect(await screen.findByRole('dialog', { name: 'This page' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Skip the tour' })[0]!)
    expect(await within(card).findByText('Tour skipped.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
