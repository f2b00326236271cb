import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@tests/renderWithProviders'
import ItemRepeater from './demos/Items'

describe('the item repeater', () => {
  it('works out prices and the total, adds and removes rows, and keeps the last one', async () => {
    const { user } = await renderComponent(<ItemRepeater />)
    expect(await screen.findByText('$48.00', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Desk lamp' })).toBeDisabled()

    const rowOf = (field: HTMLElement) => field.closest('.repeater-row')
    // The row the page opens with is simply there; a row the user adds slides in.
    expect(rowOf(screen.getByLabelText('Item'))).not.toHaveClass('repeater-row-entering')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    const items = screen.getAllByLabelText('Item')
    expect(items).toHaveLength(2)
    expect(rowOf(items[1]!)).toHaveClass('repeater-row-entering')
    expect(rowOf(items[0]!)).not.toHaveClass('repeater-row-entering')
    await user.type(items[1]!, 'Chair')
    const costs = screen.getAllByLabelText('Cost ($)')
    await user.clear(costs[1]!)
    await user.type(costs[1]!, '10.5')
    await user.click(screen.getAllByRole('button', { name: 'Increase Quantity' })[1]!)
    await waitFor(() => expect(screen.getByText('$69.00', { selector: 'strong' })).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Remove Desk lamp' }))
    await waitFor(() => expect(screen.getAllByLabelText('Item')).toHaveLength(1))
    expect(screen.getByLabelText('Item')).toHaveValue('Chair')
    expect(screen.getByText('$21.00', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Chair' })).toBeDisabled()
  })

  it('refuses an empty item name on save', async () => {
    const { user } = await renderComponent(<ItemRepeater />)
    await user.clear(await screen.findByLabelText('Item'))
    await user.click(screen.getByRole('button', { name: 'Save items' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
  })
})
