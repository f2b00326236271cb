import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import type { AlertOptions, AlertResult } from './types'
import { useAlertDialog } from './useAlertDialog'

/** A page with one button that shows the alert and prints how it ended. */
function Asker<T>({ options }: { options: AlertOptions<T> }) {
  const { show, dialog } = useAlertDialog()
  const [result, setResult] = useState<AlertResult<T>>()
  return (
    <>
      <button onClick={async () => setResult(await show(options))}>Ask</button>
      {result && <output>{JSON.stringify(result)}</output>}
      {dialog}
    </>
  )
}

async function ask<T>(options: AlertOptions<T>) {
  await ensureI18n()
  const user = userEvent.setup()
  render(<Asker options={options} />)
  await user.click(screen.getByRole('button', { name: 'Ask' }))
  return { user, dialog: await screen.findByRole('alertdialog', { name: options.title }) }
}

const outcome = async () => JSON.parse((await screen.findByRole('status')).textContent ?? '') as unknown

describe('useAlertDialog', () => {
  it('opens a labelled, described alert dialog, focuses OK, and returns focus once confirmed', async () => {
    const { user, dialog } = await ask({ title: 'Saved', text: 'All changes are kept.' })
    const ok = screen.getByRole('button', { name: 'OK' })
    await waitFor(() => expect(ok).toHaveFocus())
    expect(dialog).toHaveAccessibleDescription('All changes are kept.')
    await user.keyboard('{Enter}')
    expect(await outcome()).toEqual({ confirmed: true, value: '' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus()
  })

  it('tells a cancel from an Escape', async () => {
    const { user } = await ask({ title: 'Delete?', cancelLabel: 'Keep it' })
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(await outcome()).toEqual({ confirmed: false, reason: 'cancel' })
    await user.click(screen.getByRole('button', { name: 'Ask' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete?' })
    // reactstrap reads `keyCode`, which user-event leaves at 0.
    fireEvent.keyUp(dialog, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await outcome()).toEqual({ confirmed: false, reason: 'escape' })
  })

  it('keeps the Tab key inside the dialog', async () => {
    await ask({ title: 'Leave?', cancelLabel: 'Stay' })
    const ok = screen.getByRole('button', { name: 'OK' })
    await waitFor(() => expect(ok).toHaveFocus())
    fireEvent.keyDown(ok, { key: 'Tab', keyCode: 9, which: 9 })
    const stay = screen.getByRole('button', { name: 'Stay' })
    expect(stay).toHaveFocus()
    fireEvent.keyDown(stay, { key: 'Tab', keyCode: 9, which: 9, shiftKey: true })
    expect(ok).toHaveFocus()
  })

  it('refuses an input until it passes validation, then returns it', async () => {
    const { user } = await ask({
      title: 'Your name',
      input: { label: 'Name', validate: (value) => (value.trim() ? undefined : 'Type a name.') }
    })
    const field = screen.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(field).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(field).toHaveAccessibleDescription('Type a name.')
    expect(field).toBeInvalid()
    await user.type(field, 'Ada{Enter}')
    expect(await outcome()).toEqual({ confirmed: true, value: 'Ada' })
  })

  it('stays busy while the confirm call runs, shows its failure, and returns its answer', async () => {
    let calls = 0
    const { user } = await ask({
      title: 'Look up',
      input: { label: 'Login' },
      preConfirm: async (login: string) => {
        calls += 1
        if (calls === 1) throw new Error('No such login.')
        return { login, id: 7 }
      }
    })
    await user.type(screen.getByRole('textbox', { name: 'Login' }), 'ada{Enter}')
    expect(await screen.findByText('No such login.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await outcome()).toEqual({ confirmed: true, value: { login: 'ada', id: 7 } })
  })

  it('closes itself when the timer runs out, with the seconds shown', async () => {
    await ask({ title: 'Soon gone', timer: 1500 })
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in [12] seconds?\.$/)
    expect(screen.getByRole('progressbar', { name: 'Time left' })).toBeInTheDocument()
    expect(await outcome()).toEqual({ confirmed: false, reason: 'timer' })
  })

  it('shows alerts asked together one after the other', async () => {
    await ensureI18n()
    const user = userEvent.setup()
    const answers: boolean[] = []
    function Twice() {
      const { show, dialog } = useAlertDialog()
      const run = () =>
        Promise.all([show({ title: 'First' }), show({ title: 'Second' })]).then((results) =>
          answers.push(...results.map((result) => result.confirmed))
        )
      return (
        <>
          <button onClick={run}>Both</button>
          {dialog}
        </>
      )
    }
    render(<Twice />)
    await user.click(screen.getByRole('button', { name: 'Both' }))
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    await screen.findByRole('alertdialog', { name: 'Second' })
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(answers).toEqual([true, true]))
  })
})
