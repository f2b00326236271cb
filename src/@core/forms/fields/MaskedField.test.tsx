import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { MaskedField } from './MaskedField'
import { formValues, TestForm } from './testForm'

describe('MaskedField', () => {
  it('shows the mask while the form holds the raw value, or the shown text when asked', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ card: '', expiry: '' }}>
        <MaskedField name="card" label="Card" mask="0000 0000 0000 0000" />
        <MaskedField name="expiry" label="Expiry" mask="00/00" keepMasked />
      </TestForm>
    )
    await user.type(screen.getByLabelText('Card'), '4242a424242424242')
    expect(screen.getByLabelText('Card')).toHaveValue('4242 4242 4242 4242')
    await user.type(screen.getByLabelText('Expiry'), '1230')
    expect(formValues()).toEqual({ card: '4242424242424242', expiry: '12/30' })
  })

  it('ties its help and error to the input', async () => {
    await renderComponent(
      <TestForm defaultValues={{ card: '' }} errors={{ card: 'required' }}>
        <MaskedField name="card" label="Card" help="16 digits" mask="0000" readOnly />
      </TestForm>
    )
    const input = screen.getByLabelText('Card')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('16 digits This field is required.')
    expect(input).toHaveAttribute('readonly')
  })
})
