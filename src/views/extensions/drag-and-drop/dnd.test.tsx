import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('drag-and-drop page', () => {
  it('gives an entry a grip with keyboard instructions, and leaves its checkbox working', async () => {
    const { user, card } = await openDemo('/extensions/drag-and-drop', 'Drag handles')
    const grip = within(card).getByRole('button', { name: 'Move Launch' })
    expect(grip).toHaveAttribute('aria-roledescription', 'sortable')
    await waitFor(() =>
      expect(document.getElementById(grip.getAttribute('aria-describedby')!)).toHaveTextContent(
        'To pick up an entry, press Space or Enter.'
      )
    )
    const box = within(card).getByRole('checkbox', { name: 'Write the brief' })
    await user.click(box)
    expect(box).toBeChecked()
  })
})
