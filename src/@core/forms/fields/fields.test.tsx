import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import i18n from '@/configs/i18n'
import { ensureI18n, renderComponent } from '@tests/renderWithProviders'
import { CheckField } from './CheckField'
import { FieldNamespace } from './Field'
import { PasswordField } from './PasswordField'
import { RadioGroupField } from './RadioGroupField'
import { SelectField } from './SelectField'
import { TextareaField } from './TextareaField'
import { TestForm } from './testForm'
import { TextField } from './TextField'

interface Values {
  name: string
  secret: string
  note: string
  agree: boolean
  plan: string
  role: string
}
const empty: Values = { name: '', secret: '', note: '', agree: false, plan: 'basic', role: '' }
const choices = [
  { value: 'basic', label: 'Basic' },
  { value: 'team', label: 'Team' }
]

/** Every field of the family in one form; `errors` fakes what a resolver or the server would set. */
function Form({
  errors = {}
}: {
  errors?: Partial<Record<keyof Values, { message: string; type?: string }>>
}) {
  return (
    <TestForm<Values> defaultValues={empty} errors={errors}>
      <TextField id="name" label="Name" help="As on the card" start="@" name="name" />
      <PasswordField id="secret" label="Secret" name="secret" />
      <TextareaField id="note" label="Note" maxLength={20} autoGrow name="note" />
      <CheckField id="agree" label="Agree" switch name="agree" />
      <RadioGroupField id="plan" label="Plan" options={choices} name="plan" />
      <SelectField id="role" label="Role" placeholder="Pick one" options={choices} readOnly name="role" />
    </TestForm>
  )
}

describe('form fields', () => {
  it('labels every control and ties its help to it', async () => {
    await renderComponent(<Form />)
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-describedby', 'name-help')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByText('@')).toHaveClass('input-group-text')
    expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('switch', { name: 'Agree' })).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Plan' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled()
  })

  it('shows the error in the contract words, translated, and ties it to the control', async () => {
    // Initialised first: loading a namespace into an i18n not yet started (this test first in the file) loads nothing.
    await ensureI18n()
    await i18n.loadNamespaces('auth')
    await renderComponent(
      <FieldNamespace.Provider value="auth">
        <Form
          errors={{
            name: { message: 'required' },
            secret: { message: 'validation.passwordRequired' },
            note: { message: 'note is too long', type: 'server' },
            plan: { message: 'required' }
          }}
        />
      </FieldNamespace.Provider>
    )
    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAttribute('aria-describedby', 'name-help name-error')
    expect(name).toHaveAccessibleDescription(/This field is required/)
    expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription('Enter your password.')
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('note is too long')
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(/This field is required/)
  })

  it('shows and hides the password from the keyboard', async () => {
    const { user } = await renderComponent(<Form />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('counts what is typed in a textarea and takes choices from the keyboard', async () => {
    const { user } = await renderComponent(<Form />)
    await user.type(screen.getByLabelText('Note'), 'Hello')
    expect(screen.getByText('5 / 20')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Basic' }))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked()
    screen.getByRole('switch', { name: 'Agree' }).focus()
    await user.keyboard(' ')
    expect(screen.getByRole('switch', { name: 'Agree' })).toBeChecked()
  })
})
