import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderComponent } from '@tests/renderWithProviders'
import { RichTextEditor } from './RichTextEditor'

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <RichTextEditor
        label="Message"
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange(html)
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced</p>')}>
        reset
      </button>
    </>
  )
}

describe('RichTextEditor', () => {
  it('shows its HTML, formats the selection from the toolbar and reports the new HTML', async () => {
    const onChange = vi.fn()
    await renderComponent(<Harness initial="<p>Hello team</p>" onChange={onChange} />)
    const box = await screen.findByRole('textbox', { name: 'Message' })
    expect(box).toHaveTextContent('Hello team')

    box.focus()
    const range = document.createRange()
    range.selectNodeContents(box)
    window.getSelection()?.removeAllRanges()
    window.getSelection()?.addRange(range)
    document.dispatchEvent(new Event('selectionchange'))
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<strong>Hello team</strong>'))
    )
  })

  it('takes a value set from outside', async () => {
    await renderComponent(<Harness initial="<p>One</p>" onChange={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: 'reset' }))
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveTextContent('Replaced')
  })

  it('is one Tab stop with arrow keys between its buttons', async () => {
    await renderComponent(<Harness initial="" onChange={() => undefined} />)
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' })
    const bold = screen.getByRole('button', { name: 'Bold' })
    bold.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Justify' })).toHaveFocus()
    expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1)
  })
})
