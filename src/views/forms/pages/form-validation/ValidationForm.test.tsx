import { screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { notify } from '@core/components/toast'
import { renderComponent } from '@tests/renderWithProviders'
import ValidationForm from './demos/AllFields'

async function open() {
  const router = createMemoryRouter([{ path: '/', element: <ValidationForm /> }])
  const view = await renderComponent(<RouterProvider router={router} />)
  await screen.findByRole('form', { name: 'Job application' })
  return view
}

describe('the validation page form', () => {
  it('shows errors under the fields on submit and clears each one as it is fixed', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Accept the terms to continue.')).toBeInTheDocument()
    expect(screen.getByText('Attach your CV as a PDF.')).toBeInTheDocument()
    expect(screen.getByText('Enter all 10 digits of the phone number.')).toBeInTheDocument()
    expect(screen.getByText('Choose one to three skills.')).toBeInTheDocument()
    const name = screen.getByLabelText('Full name')
    expect(name).toHaveAttribute('aria-invalid', 'true')

    await user.type(name, 'Ingrid Solberg')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'))
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await waitFor(() => expect(screen.queryByText('Accept the terms to continue.')).not.toBeInTheDocument())
  })

  it('toasts the values once every field is valid', async () => {
    const success = vi.spyOn(notify, 'success')
    const { user } = await open()
    await user.type(screen.getByLabelText('Full name'), 'Ingrid Solberg')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ingrid@example.com')
    await user.type(screen.getByLabelText('Password'), 'northern-lights')
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234567')
    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    await user.type(screen.getByLabelText('Age'), '34')
    await user.selectOptions(screen.getByLabelText('Country'), 'Norway')
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Design{Enter}')
    screen.getByRole('button', { name: /Date of birth/ }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('grid')
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('radio', { name: 'Email' }))
    await user.type(screen.getByLabelText('About you'), 'Ten years of shipping admin tools.')
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('CV (PDF, up to 2 MB)', { selector: 'input' }), pdf)
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Application sent: Ingrid Solberg, ingrid@example.com, Norway, Design.'
      )
    )
  }, 45_000)
})
