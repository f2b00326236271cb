import { screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { renderComponent } from '@tests/renderWithProviders'
import { DraftForm, useDraftForm } from './DraftForm'
import { TextField } from './fields/TextField'
import type { FormSubmit } from './useFormSubmit'

const schema = z.object({ note: z.string(), keep: z.boolean() })
type Values = z.infer<typeof schema>

function Buttons() {
  const { submit, discard, alert } = useDraftForm<Values>()
  return (
    <>
      {alert && <p role="alert">{alert}</p>}
      <button type="submit">Send</button>
      <button type="button" onClick={() => submit({ keep: true })}>
        Keep
      </button>
      <button type="button" onClick={discard}>
        Close
      </button>
    </>
  )
}

async function open(onSubmit: FormSubmit<Values>) {
  const onSaved = vi.fn()
  const onDiscard = vi.fn()
  const note = (
    <DraftForm<Values>
      schema={schema}
      defaultValues={{ note: '', keep: false }}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onDiscard={onDiscard}
      hasContent={(values) => Boolean(values.note)}
      question={{ title: 'Drop the note?', message: 'It is lost.', confirm: 'Drop' }}
      submitValues={{ keep: false }}
    >
      <TextField label="Note" name="note" />
      <Buttons />
    </DraftForm>
  )
  const router = createMemoryRouter([{ path: '/', element: note }])
  const view = await renderComponent(<RouterProvider router={router} />)
  return { ...view, onSaved, onDiscard }
}

describe('DraftForm', () => {
  it('closes at once while empty, and asks first once it holds something', async () => {
    const { user, onDiscard } = await open(vi.fn())
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDiscard).toHaveBeenCalledTimes(1)
    await user.type(screen.getByLabelText('Note'), 'Buy rope')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await screen.findByRole('dialog', { name: 'Drop the note?' })
    expect(onDiscard).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Drop' }))
    expect(onDiscard).toHaveBeenCalledTimes(2)
  })

  it('sends with the values an action sets, keeps the draft on a refusal and shows it', async () => {
    const onSubmit = vi.fn<FormSubmit<Values>>(async () => ({ error: { message: 'The post is closed.' } }))
    const { user, onSaved } = await open(onSubmit)
    await user.type(screen.getByLabelText('Note'), 'Buy rope')
    await user.click(screen.getByRole('button', { name: 'Keep' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The post is closed.')
    expect(onSubmit).toHaveBeenLastCalledWith({ note: 'Buy rope', keep: true }, { version: undefined })
    expect(screen.getByLabelText('Note')).toHaveValue('Buy rope')

    onSubmit.mockResolvedValueOnce(undefined)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ note: 'Buy rope', keep: false }))
  })
})
