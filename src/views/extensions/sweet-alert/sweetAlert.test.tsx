import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { openDemo } from '../openDemo'

describe('sweet alert page', () => {
  it('confirms a deletion and follows with the outcome', async () => {
    const { user, card } = await openDemo('/extensions/sweet-alert', 'Confirm')
    await user.click(within(card).getByRole('button', { name: 'Delete the file' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete Minutes.docx?' })
    await user.click(within(question).getByRole('button', { name: 'Yes, delete it' }))
    const done = await screen.findByRole('alertdialog', { name: 'Deleted' })
    expect(done).toHaveTextContent('Minutes.docx is gone.')
  })

  it('walks the chained steps, refusing a bad key, and reports the project', async () => {
    const { user, card } = await openDemo('/extensions/sweet-alert', 'Chained steps')
    await user.click(within(card).getByRole('button', { name: 'Create a project' }))
    await screen.findByRole('alertdialog', { name: 'Step 1 of 3' })
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Atlas{Enter}')
    await screen.findByRole('alertdialog', { name: 'Step 2 of 3' })
    const key = screen.getByRole('textbox', { name: /Project key/ })
    await user.type(key, 'at{Enter}')
    expect(key).toHaveAccessibleDescription('Use 2 to 5 capital letters, such as NL.')
    await user.clear(key)
    await user.type(key, 'AT{Enter}')
    const last = await screen.findByRole('alertdialog', { name: 'Step 3 of 3' })
    await user.click(within(last).getByRole('button', { name: 'Create' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Project Atlas (AT) created.' })).getByRole(
        'button',
        { name: 'OK' }
      )
    )
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Project Atlas (AT) created.')
    )
  })

  it('waits for the lookup call, says when no one matches, then shows the member', async () => {
    const { user, card } = await openDemo('/extensions/sweet-alert', 'Loader')
    await user.click(within(card).getByRole('button', { name: 'Look up a team member' }))
    await screen.findByRole('alertdialog', { name: 'Who joins the review?' })
    const field = screen.getByRole('textbox', { name: 'First name' })
    await user.type(field, 'Nobody{Enter}')
    await waitFor(() => expect(field).toHaveAccessibleDescription('No one of that name is on the team.'))
    await user.clear(field)
    await user.type(field, 'felipe{Enter}')
    expect(
      await screen.findByRole('alertdialog', { name: 'Felipe Ortega joins the review' })
    ).toBeInTheDocument()
  })
})
