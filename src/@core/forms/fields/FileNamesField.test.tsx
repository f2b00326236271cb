import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { FileNamesField } from './FileNamesField'
import { formValues, TestForm } from './testForm'

const file = (name: string) => new File(['x'], name, { type: 'text/plain' })

describe('FileNamesField', () => {
  it('keeps the chosen files by name, up to its limit, and removes one', async () => {
    const { user } = await renderComponent(
      <TestForm defaultValues={{ files: [{ name: 'brief.pdf' }] }}>
        <FileNamesField
          name="files"
          label="Files"
          toRecord={(chosen) => ({ name: chosen.name })}
          maxFiles={3}
          addLabel="Add files"
          emptyText="No files."
          removeLabel={(name) => `Remove ${name}`}
        />
      </TestForm>
    )
    expect(screen.getByRole('group', { name: 'Files' })).toHaveTextContent('brief.pdf')
    await user.upload(screen.getByLabelText('Add files'), [file('a.txt'), file('b.txt'), file('c.txt')])
    expect(formValues()).toEqual({ files: [{ name: 'brief.pdf' }, { name: 'a.txt' }, { name: 'b.txt' }] })
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }))
    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }))
    await user.click(screen.getByRole('button', { name: 'Remove b.txt' }))
    expect(formValues()).toEqual({ files: [] })
    expect(screen.getByText('No files.')).toBeInTheDocument()
  })
})
