import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { ReactSelectField, type SelectOption } from './ReactSelectField'
import { formValues, TestForm } from './testForm'

const fruits: SelectOption[] = [
  { value: 'apple', label: 'Apple', avatar: '/images/apple.svg' },
  { value: 'mango', label: 'Mango', avatar: '' },
  { value: 'pear', label: 'Pear' }
]
const none = { fruit: null, basket: [] as string[] }

describe('ReactSelectField', () => {
  it('picks one option from the keyboard and the form holds its value', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={none}>
        <ReactSelectField name="fruit" label="Fruit" options={fruits} />
      </TestForm>
    )
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(formValues()).toMatchObject({ fruit: 'mango' })
    expect(screen.getByText('Mango').closest('span')?.textContent).toBe('MMango')
  })

  it('adds typed values to a multi choice, up to its limit', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ ...none, basket: ['pear'] }}>
        <ReactSelectField name="basket" label="Basket" isMulti creatable maxChoices={2} options={fruits} />
      </TestForm>
    )
    await user.type(screen.getByRole('combobox', { name: 'Basket' }), 'Kiwi{Enter}')
    expect(formValues()).toMatchObject({ basket: ['pear', 'Kiwi'] })
    expect(screen.getByRole('button', { name: 'Remove Kiwi' })).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Basket' }))
    expect(screen.getByRole('option', { name: /Apple/ })).toHaveAttribute('aria-disabled', 'true')
  })

  it('searches once typing pauses and keeps the found option', async () => {
    const load = vi.fn((input: string) =>
      Promise.resolve(fruits.filter((fruit) => fruit.label.toLowerCase().startsWith(input.toLowerCase())))
    )
    const { user } = await renderComponent(
      <TestForm defaultValues={none}>
        <ReactSelectField name="fruit" label="Fruit" loadOptions={load} debounceMs={20} />
      </TestForm>
    )
    const input = screen.getByRole('combobox', { name: 'Fruit' })
    // Two keystrokes in one tick: only the last is searched.
    fireEvent.change(input, { target: { value: 'm' } })
    fireEvent.change(input, { target: { value: 'ma' } })
    await user.click(await screen.findByRole('option', { name: /Mango/ }))
    expect(load).toHaveBeenLastCalledWith('ma')
    expect(load).not.toHaveBeenCalledWith('m')
    expect(formValues()).toMatchObject({ fruit: 'mango' })
    expect(screen.getByText('Mango')).toBeInTheDocument()
  })

  it('keeps whole options when asked and ties its help and error to the input', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={none} errors={{ fruit: 'required' }}>
        <ReactSelectField name="fruit" label="Fruit" help="Pick one" keepOptions size="sm" options={fruits} />
      </TestForm>
    )
    const input = screen.getByRole('combobox', { name: 'Fruit' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/Pick one.*This field is required/)
    await user.click(input)
    await user.keyboard('{Enter}')
    expect(formValues()).toMatchObject({ fruit: fruits[0] })
  })
})
