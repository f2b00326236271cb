import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const digitBoxes = () =>
  Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`))

describe('two-step verification', () => {
  it('moves forward while typing and back with Backspace', async () => {
    const { user } = await renderWithProviders('/pages/two-steps-basic', { as: null })
    await screen.findByLabelText('Digit 1 of 6')
    const boxes = digitBoxes()
    await user.click(boxes[0]!)
    await user.keyboard('12a3')
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '', ''])
    expect(boxes[3]).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(boxes[2]).toHaveFocus()
    expect(boxes[2]).toHaveValue('')
    await user.keyboard('{Backspace}')
    expect(boxes[1]).toHaveFocus()
    expect(boxes[1]).toHaveValue('')
    await user.click(boxes[0]!)
    await user.keyboard('{Backspace}')
    expect(boxes[0]).toHaveFocus()
    expect(boxes[0]).toHaveValue('')
  })

  it('fills every box from a pasted code and verifies', async () => {
    const { user } = await renderWithProviders('/pages/two-steps-cover', { as: null })
    const first = await screen.findByLabelText('Digit 1 of 6')
    fireEvent.paste(digitBoxes()[2]!, { clipboardData: { getData: () => '482 913' } })
    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3'])
    expect(first).not.toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Verify my account' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Account verified')
  })

  it('refuses an incomplete code', async () => {
    const { user } = await renderWithProviders('/pages/two-steps-basic', { as: null })
    await user.type(await screen.findByLabelText('Digit 1 of 6'), '12')
    await user.click(screen.getByRole('button', { name: 'Verify my account' }))
    expect(await screen.findByText('Enter all 6 digits of the code.')).toBeInTheDocument()
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'false')
  })
})

describe('reset password', () => {
  it('needs 8 characters and two matching entries', async () => {
    const { user } = await renderWithProviders('/pages/reset-password-basic', { as: null })
    await user.type(await screen.findByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'northern-lights')
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'northern-light')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'The passwords do not match.'
      )
    )

    await user.type(screen.getByLabelText('Confirm password'), 's')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed')
  })
})

describe('forgot password', () => {
  it('validates the address and confirms the link was sent', async () => {
    const { user } = await renderWithProviders('/forgot-password', { as: null })
    const email = await screen.findByLabelText('Email')
    await user.type(email, 'nope')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'))
    await user.type(email, '@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('nope@example.com')
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  })
})

describe('verify email', () => {
  it("shows the signed-in user's address and confirms a resend with a toast", async () => {
    const { user } = await renderWithProviders('/pages/verify-email-basic', { as: 'client' })
    expect(await screen.findByText('client@demo.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('button', { name: 'Resend' }))
    expect(
      await screen.findByText('A new activation link is on its way to client@demo.com.')
    ).toBeInTheDocument()
  })
})
