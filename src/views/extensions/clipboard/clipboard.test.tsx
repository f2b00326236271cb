import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('clipboard page', () => {
  it("copies the field's text and says so", async () => {
    const { user, card } = await openDemo('/extensions/clipboard', 'From a field')
    const field = within(card).getByRole('textbox', { name: 'Link to share' })
    await user.clear(field)
    await user.type(field, 'https://nordlight.example/join')
    await user.click(within(card).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe('https://nordlight.example/join')
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument()
  })

  it('explains what to do when the browser refuses', async () => {
    const { user, card } = await openDemo('/extensions/clipboard', 'From text')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    await user.click(within(card).getByRole('button', { name: 'Copy the address' }))
    expect(await screen.findByText(/The browser refused to copy/)).toBeInTheDocument()
  })
})
