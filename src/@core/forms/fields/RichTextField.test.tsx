import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { RichTextField } from './RichTextField'
import { formValues, TestForm } from './testForm'

const selectAll = (box: HTMLElement) => {
  box.focus()
  const range = document.createRange()
  range.selectNodeContents(box)
  window.getSelection()?.removeAllRanges()
  window.getSelection()?.addRange(range)
  document.dispatchEvent(new Event('selectionchange'))
}

describe('RichTextField', () => {
  it('hands the form the editor HTML through the sanitizer', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ body: '<p><a href="https://example.org" target="_blank">Docs</a></p>' }}>
        <RichTextField name="body" label="Body" />
      </TestForm>
    )
    selectAll(await screen.findByRole('textbox', { name: 'Body' }))
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    // The editor writes rel="noopener noreferrer nofollow"; the sanitizer sets its own.
    await waitFor(() => expect(JSON.stringify(formValues())).toContain('<strong>Docs</strong>'))
    expect(JSON.stringify(formValues())).toContain('rel=\\"noopener noreferrer\\"')
  })

  it('marks the editor invalid with its error and locks it when read-only', async () => {
    await renderComponent(
      <TestForm defaultValues={{ body: '<p>Hi</p>' }} errors={{ body: 'required' }}>
        <RichTextField name="body" label="Body" readOnly />
      </TestForm>
    )
    const box = await screen.findByRole('textbox', { name: 'Body' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('This field is required.')
    expect(box).toHaveAttribute('contenteditable', 'false')
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument()
  })
})
