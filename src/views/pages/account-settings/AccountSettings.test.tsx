import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

async function openSettings(path = '/pages/account-settings') {
  const view = await renderWithProviders(path)
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' })
  await screen.findByRole('button', { name: 'Save changes' })
  return view
}

const panel = (name: string) => screen.getByRole('tabpanel', { name })
const save = (name: string) => within(panel(name)).getByRole('button', { name: 'Save changes' })

describe('account settings', () => {
  it('saves the general details with a toast, and discard goes back to the saved values', async () => {
    const { user } = await openSettings()
    expect(screen.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument()
    expect(screen.getByText(/admin@demo.com is not confirmed yet/)).toBeInTheDocument()
    const name = screen.getByLabelText('Full name')
    expect(name).toHaveValue('Astrid Lindqvist')
    await user.clear(name)
    await user.type(name, 'Astrid Lind')
    await user.click(save('General'))
    expect(await screen.findByText('Your account details were saved.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Company'))
    await user.click(within(panel('General')).getByRole('button', { name: 'Discard changes' }))
    expect(screen.getByLabelText('Company')).toHaveValue('Nordlight Studio AS')
    expect(screen.getByLabelText('Full name')).toHaveValue('Astrid Lind')
  })

  it('asks before a switch of tab drops unsaved changes', async () => {
    const { user, router } = await openSettings()
    await user.type(screen.getByLabelText('Company'), ' Tromsø')
    await user.click(screen.getByRole('tab', { name: 'Information' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave the page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=info'))
    expect(await screen.findByLabelText('Bio')).toBeInTheDocument()
  })

  it('shows a broken rule under its field and saves nothing', async () => {
    const { user } = await openSettings()
    await user.clear(screen.getByLabelText('Username'))
    await user.type(screen.getByLabelText('Username'), 'astrid admin')
    await user.click(save('General'))
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Use only letters, digits, dots, dashes and underscores.'
    )
  })

  it('previews an uploaded picture, refuses other files, and resets to the saved picture', async () => {
    const { user: base } = await openSettings()
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText('Upload a new picture', { selector: 'input' })
    const picture = () => within(panel('General')).getByRole('img', { name: 'Astrid Lindqvist' })
    expect(picture()).toHaveAttribute('src', '/images/profile/astrid.svg')
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }))
    await waitFor(() => expect(picture().getAttribute('src')).toMatch(/^data:image\/png;base64,/))
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('cv.pdf is not an accepted type of file.')).toBeInTheDocument()
    await user.upload(input, new File(['x'.repeat(900 * 1024)], 'big.png', { type: 'image/png' }))
    expect(await screen.findByText(/big.png is larger than/)).toBeInTheDocument()
    await base.click(screen.getByRole('button', { name: 'Reset picture' }))
    expect(picture()).toHaveAttribute('src', '/images/profile/astrid.svg')
  })

  it('keeps the tab in the URL and saves the notification switches', async () => {
    const { user, router } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(router.state.location.search).toBe('?tab=notifications')
    const digest = screen.getByRole('switch', { name: 'Weekly blog digest' })
    expect(digest).not.toBeChecked()
    await user.click(digest)
    await user.click(save('Notifications'))
    expect(await screen.findByText('Your notification choices were saved.')).toBeInTheDocument()
    expect(screen.getAllByRole('switch')).toHaveLength(6)
  })

  it('opens the tab of the URL, checks the links and connects an account', async () => {
    const { user } = await openSettings('/pages/account-settings?tab=social')
    expect(screen.getByRole('tab', { name: 'Social', selected: true })).toBeInTheDocument()
    const facebook = screen.getByLabelText('Facebook')
    await user.type(facebook, 'facebook.com/astrid')
    await user.click(save('Social'))
    await waitFor(() => expect(facebook).toHaveAttribute('aria-invalid', 'true'))
    await user.clear(facebook)
    await user.type(facebook, 'https://facebook.com/astrid')
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))
    expect(screen.getByText('@astrid.admin')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Disconnect Google' }))
    await user.click(save('Social'))
    expect(await screen.findByText('Your social links were saved.')).toBeInTheDocument()
  })

  it('saves the information tab with a country and a masked phone', async () => {
    const { user } = await openSettings('/pages/account-settings?tab=info')
    const phone = screen.getByLabelText('Phone')
    expect(phone).toHaveValue('(479) 123-4567')
    await user.clear(phone)
    await user.type(phone, '2125550147')
    expect(phone).toHaveValue('(212) 555-0147')
    await user.click(save('Information'))
    expect(await screen.findByText('Your information was saved.')).toBeInTheDocument()
  })
})
