import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderComponent } from '@tests/renderWithProviders'
import { FileField } from './FileField'
import { formValues, TestForm } from './testForm'

const photo = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'image/png' })
const names = () =>
  screen.queryAllByRole('button', { name: /^Remove/ }).map((button) => button.closest('li')?.textContent)

beforeEach(() => {
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

async function renderField(multiple = true) {
  const view = await renderComponent(
    <TestForm defaultValues={{ photos: multiple ? [] : null }}>
      <FileField
        name="photos"
        label="Photos"
        multiple={multiple}
        maxFiles={2}
        maxSize={100}
        accept={{ 'image/png': ['.png'] }}
      />
    </TestForm>
  )
  // The browser's picker would hide other types; a drop does not.
  const user = userEvent.setup({ applyAccept: false })
  return { ...view, user, input: screen.getByLabelText('Photos', { selector: 'input' }) }
}

describe('FileField', () => {
  it('has one file input, beside the drop zone rather than inside it', async () => {
    const { container } = await renderField()
    expect(container.querySelectorAll('input[type=file]')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Photos' }).querySelector('input')).toBeNull()
  })

  it('lists the files taken with previews and revokes a preview when its file is removed', async () => {
    const { user, input } = await renderField()
    await user.upload(input, [photo('a.png'), photo('b.png')])
    expect(names()).toEqual([expect.stringContaining('a.png'), expect.stringContaining('b.png')])
    expect(screen.getAllByRole('presentation', { hidden: true }).some((img) => img.tagName === 'IMG')).toBe(
      true
    )
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }))
    expect(names()).toEqual([expect.stringContaining('b.png')])
    expect((formValues() as { photos: unknown[] }).photos).toHaveLength(1)
    expect(URL.revokeObjectURL).toHaveBeenCalled()
  })

  it('says why a file is refused: its type, its size, or one too many', async () => {
    const { user, input } = await renderField()
    await user.upload(input, [
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      photo('big.png', 500)
    ])
    const zone = screen.getByRole('button', { name: 'Photos' })
    expect(zone).toHaveAccessibleDescription(
      'cv.pdf is not an accepted type of file. big.png is larger than 0.1 kB.'
    )
    await user.upload(input, [photo('a.png'), photo('b.png'), photo('c.png')])
    expect(screen.getByRole('alert')).toHaveTextContent('Too many files: at most 2.')
    expect(names()).toEqual([expect.stringContaining('a.png'), expect.stringContaining('b.png')])
  })

  it('keeps one file in single mode and revokes its preview on unmount', async () => {
    const { user, input, unmount } = await renderField(false)
    await user.upload(input, photo('one.png'))
    await user.upload(input, photo('two.png'))
    expect(names()).toEqual([expect.stringContaining('two.png')])
    unmount()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2')
  })
})
