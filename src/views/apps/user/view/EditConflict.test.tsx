import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { respond } from '@fake-db/route'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { UserResponse } from '../contract'

const user2 = async () =>
  ((await respond({ method: 'get', url: '/api/users/user', params: { id: 2 } }))[1] as UserResponse).user

describe('editing a user someone else changed meanwhile', () => {
  it('shows both changes field by field and saves the chosen mix on top of theirs', async () => {
    const { user } = await renderWithProviders('/apps/user/view/2')
    await screen.findByRole('heading', { level: 2, name: 'Benedikt Graf' })
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const form = await screen.findByRole('dialog', { name: 'Edit user information' })
    await user.clear(within(form).getByLabelText('Company'))
    await user.type(within(form).getByLabelText('Company'), 'Mine GmbH')
    await user.clear(within(form).getByLabelText('Username'))
    await user.type(within(form).getByLabelText('Username'), 'bgraf.mine')
    // Another tab saves the same user while this form is open.
    const [status] = await respond({
      method: 'post',
      url: '/apps/users/update-user',
      data: { id: 2, company: 'Theirs AG', contact: '+49 30 1234', version: 1 }
    })
    expect(status).toBe(200)
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    const row = (name: string) => within(dialog).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    expect(within(row('Company')).getByRole('radio', { name: /Theirs AG/ })).not.toBeChecked()
    expect(within(row('Company')).getByRole('radio', { name: /Mine GmbH/ })).toBeChecked()
    // A field only they changed starts on their side.
    expect(within(row('Contact')).getByRole('radio', { name: /49 30 1234/ })).toBeChecked()
    expect(await user2()).toMatchObject({ company: 'Theirs AG', version: 2 })

    await user.click(within(row('Company')).getByRole('radio', { name: /Theirs AG/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save again' }))
    expect(await screen.findByText('Benedikt Graf was updated.')).toBeInTheDocument()
    await waitFor(async () =>
      expect(await user2()).toMatchObject({
        company: 'Theirs AG',
        username: 'bgraf.mine',
        contact: '+49 30 1234',
        version: 3
      })
    )
  })
})
