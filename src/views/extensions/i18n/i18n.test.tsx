import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('i18n page', () => {
  it('picks the plural form for the number typed', async () => {
    const { user, card } = await openDemo('/extensions/i18n', 'Plurals')
    const field = within(card).getByRole('spinbutton', { name: 'Number of files' })
    expect(within(card).getByText('One file selected.')).toBeInTheDocument()
    await user.clear(field)
    expect(within(card).getByText('No files selected.')).toBeInTheDocument()
    await user.type(field, '12')
    expect(within(card).getByText('12 files selected.')).toBeInTheDocument()
  })

  it('loads a namespace only when asked', async () => {
    const { user, card } = await openDemo('/extensions/i18n', 'Namespace on demand')
    await user.click(within(card).getByRole('button', { name: 'Load the glossary' }))
    expect(await within(card).findByText('Tenant')).toBeInTheDocument()
    expect(within(card).getByText('One paid place for a user in a plan.')).toBeInTheDocument()
  })
})
