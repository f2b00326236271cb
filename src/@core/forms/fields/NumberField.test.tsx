import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import i18n from '@/configs/i18n'
import { hasLanguage } from '@tests/languages'
import { renderComponent } from '@tests/renderWithProviders'
import { NumberField } from './NumberField'
import { formValues, TestForm } from './testForm'

describe('NumberField', () => {
  it('steps with the arrow keys and the buttons, within its bounds and decimals', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ weight: 1 }}>
        <NumberField name="weight" label="Weight" min={0} max={2} step={0.5} decimals={1} />
      </TestForm>
    )
    const input = screen.getByRole('spinbutton', { name: 'Weight' })
    expect(input).toHaveValue('1.0')
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(formValues()).toEqual({ weight: 1.5 })
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(formValues()).toEqual({ weight: 2 })
    expect(screen.getByRole('button', { name: 'Increase Weight' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Decrease Weight' }))
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    expect(formValues()).toEqual({ weight: 1 })
    expect(input).toHaveValue('1.0')
  })

  it('takes a typed number and clamps it when the field is left', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ seats: null }}>
        <NumberField name="seats" label="Seats" min={1} max={10} />
      </TestForm>
    )
    const input = screen.getByRole('spinbutton', { name: 'Seats' })
    await user.type(input, '4x2')
    expect(formValues()).toEqual({ seats: 42 })
    await user.tab()
    expect(formValues()).toEqual({ seats: 10 })
    expect(input).toHaveValue('10')
    await user.clear(input)
    await user.tab()
    expect(formValues()).toEqual({ seats: null })
  })

  it('shows its error and stays put when disabled', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ seats: 3 }} errors={{ seats: 'tooBig' }}>
        <NumberField name="seats" label="Seats" size="lg" disabled />
      </TestForm>
    )
    const input = screen.getByRole('spinbutton', { name: 'Seats' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('This value is too large.')
    expect(input).toHaveClass('form-control-lg')
    await user.click(screen.getByRole('button', { name: 'Increase Seats' }))
    expect(formValues()).toEqual({ seats: 3 })
  })

  it.runIf(hasLanguage('de'))(
    'writes the decimal mark of the page language and reads either mark',
    async () => {
      const { user } = await renderComponent(
        <TestForm defaultValues={{ weight: 1.5 }}>
          <NumberField name="weight" label="Weight" max={20} step={0.25} decimals={2} />
        </TestForm>
      )
      await act(() => i18n.changeLanguage('de'))
      const input = screen.getByRole('spinbutton')
      expect(input).toHaveValue('1,50')
      await user.clear(input)
      await user.type(input, '12,75')
      await user.tab()
      expect(formValues()).toEqual({ weight: 12.75 })
      expect(input).toHaveValue('12,75')
      await act(() => i18n.changeLanguage('en'))
      expect(input).toHaveValue('12.75')
    }
  )
})
