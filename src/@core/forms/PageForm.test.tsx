import { screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { renderComponent } from '@tests/renderWithProviders'
import { TextField } from './fields/TextField'
import { PageForm, PageFormButtons } from './PageForm'
import type { FormSubmit } from './useFormSubmit'

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1)), city: z.string() })
type Values = z.infer<typeof schema>

function Profile({ onSubmit }: { onSubmit: FormSubmit<Values> }) {
  return (
    <PageForm
      schema={schema}
      defaultValues={{ name: 'Ada', city: 'Oslo' }}
      onSubmit={onSubmit}
      label="Profile"
    >
      <TextField label="Name" name="name" />
      <TextField label="City" name="city" />
      <PageFormButtons submitLabel="Save">
        <Link to="/elsewhere">Elsewhere</Link>
      </PageFormButtons>
    </PageForm>
  )
}

async function open(onSubmit: FormSubmit<Values> = async () => undefined) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Profile onSubmit={onSubmit} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> }
    ],
    { initialEntries: ['/'] }
  )
  const view = await renderComponent(<RouterProvider router={router} />)
  const retype = async (label: string, value: string) => {
    await view.user.clear(screen.getByLabelText(label))
    await view.user.type(screen.getByLabelText(label), value)
  }
  return { ...view, router, retype }
}

describe('PageForm', () => {
  it('disables the save button while the save is on its way', async () => {
    let finish = () => {}
    const { user } = await open(() => new Promise<void>((resolve) => (finish = resolve)))
    const save = screen.getByRole('button', { name: 'Save' })
    await user.click(save)
    await waitFor(() => expect(save).toBeDisabled())
    expect(save.querySelector('.spinner-border')).not.toBeNull()
    finish()
    await waitFor(() => expect(save).toBeEnabled())
  })

  it('puts a refusal of one field under that field', async () => {
    const { user, retype } = await open(async () => ({
      error: { message: 'Not this city', fieldErrors: { city: { message: 'Not this city' } } }
    }))
    await retype('City', 'Atlantis')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Not this city'))
    expect(screen.getByLabelText('City')).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a refusal that names no field above the form and keeps what was typed', async () => {
    const { user, retype } = await open(async () => ({ error: { message: 'The archive is closed today.' } }))
    await retype('City', 'Bergen')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: The archive is closed today.')
    expect(screen.getByLabelText('City')).toHaveValue('Bergen')
  })

  it('discards back to the last saved values', async () => {
    const { user, retype } = await open()
    await retype('City', 'Bergen')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(screen.getByLabelText('City')).toHaveValue('Oslo')
    await retype('City', 'Tromsø')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await retype('City', 'Narvik')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(screen.getByLabelText('City')).toHaveValue('Tromsø')
  })

  it('asks before leaving with unsaved changes: stay keeps them, leave goes', async () => {
    const { user, router, retype } = await open()
    await retype('Name', 'Grace')
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByLabelText('Name')).toHaveValue('Grace')

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    await user.click(await screen.findByRole('button', { name: 'Leave the page' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
  })

  it('leaves without asking once the changes are saved', async () => {
    const { user, retype } = await open()
    await retype('Name', 'Grace')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('leaves without asking when the save itself moves on', async () => {
    const { user, router, retype } = await open(async () => {
      await router.navigate('/elsewhere')
    })
    await retype('Name', 'Grace')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
