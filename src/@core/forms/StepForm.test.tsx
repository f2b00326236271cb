import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { renderComponent } from '@tests/renderWithProviders'
import { TextField } from './fields/TextField'
import { StepButtons } from './StepButtons'
import { StepForm } from './StepForm'

const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1)),
    city: z.string().check(z.trim(), z.minLength(1))
  })
  .check(z.refine((values) => values.name !== values.city, { path: ['name'], message: 'form.sameAsCity' }))
type Values = z.infer<typeof schema>

const steps = [
  { title: 'Who', fields: ['name'] as const },
  { title: 'Where', fields: ['city'] as const }
]

function Trip({ onSubmit, focus }: { onSubmit: (values: Values) => void; focus?: 'heading' | 'field' }) {
  return (
    <StepForm<Values>
      schema={schema}
      defaultValues={{ name: '', city: '' }}
      steps={steps}
      onSubmit={onSubmit}
      focus={focus}
    >
      {(state) => (
        <>
          <h2 ref={state.headingRef} tabIndex={-1}>
            {state.step.title}
          </h2>
          <button type="button" onClick={() => state.goTo(1)}>
            Jump ahead
          </button>
          {state.index === 0 ? (
            <TextField key="name" label="Name" name="name" />
          ) : (
            <TextField key="city" label="City" name="city" />
          )}
          <StepButtons state={state} submitLabel="Book" />
        </>
      )}
    </StepForm>
  )
}

describe('StepForm', () => {
  it('checks only the current step, moves the focus to the step heading, and submits once at the end', async () => {
    const onSubmit = vi.fn()
    const { user } = await renderComponent(<Trip onSubmit={onSubmit} />)
    expect(screen.getByRole('form', { name: 'Who' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Jump ahead' }))
    expect(screen.getByRole('heading', { name: 'Who' })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Where' })).toHaveFocus()
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('City'), 'Oslo')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Ada', city: 'Oslo' })
  })

  it('announces the step when the focus goes to a field, and reopens the step a last check refuses', async () => {
    const onSubmit = vi.fn()
    const { user } = await renderComponent(<Trip onSubmit={onSubmit} focus="field" />)
    await user.type(screen.getByLabelText('Name'), 'Oslo')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus())
    expect(screen.getByText('Step 2 of 2: Where')).toBeInTheDocument()
    await user.type(screen.getByLabelText('City'), 'Oslo')
    await user.click(screen.getByRole('button', { name: 'Book' }))
    expect(await screen.findByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Step 1 of 2: Who')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
