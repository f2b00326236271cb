import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('toastr page', () => {
  it('follows a call with one toast: loading, then the outcome', async () => {
    const { user, card: promise } = await openDemo('/extensions/toastr', 'Promise')
    await user.click(within(promise).getByRole('button', { name: 'Save the report' }))
    expect(await screen.findByText('Saving the report…')).toBeInTheDocument()
    expect(await screen.findByText('Report saved.')).toBeInTheDocument()
    await user.click(within(promise).getByRole('button', { name: 'Save and fail' }))
    expect(await screen.findByText('The report could not be saved.')).toBeInTheDocument()
  })

  it("brings a toast button's choice back to the page", async () => {
    const { user, card: custom } = await openDemo('/extensions/toastr', 'Custom content')
    await user.click(within(custom).getByRole('button', { name: 'Archive the project' }))
    expect(within(custom).getByText('The project is archived.')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    expect(within(custom).getByText('Undone: the project is back.')).toBeInTheDocument()
  })
})
