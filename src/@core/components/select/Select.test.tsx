import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderComponent } from '@tests/renderWithProviders'
import { Select } from './Select'

const people = [
  { value: 1, label: 'Mira Holm' },
  { value: 2, label: 'Tomas Ek' }
]

describe('Select', () => {
  it('picks an option by keyboard', async () => {
    const onChange = vi.fn()
    await renderComponent(<Select aria-label="Assignee" options={people} onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Assignee' })
    input.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(people[1], expect.anything())
  })

  it('says so when nothing matches', async () => {
    await renderComponent(<Select aria-label="Assignee" options={people} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Assignee' }), 'zzz')
    expect(await screen.findByText('Nothing found')).toBeInTheDocument()
  })

  it('takes a typed value only when it is valid', async () => {
    const onCreate = vi.fn()
    await renderComponent(
      <Select
        isMulti
        creatable
        aria-label="To"
        options={[]}
        isValidNewOption={(input) => input.includes('@')}
        onCreateOption={onCreate}
      />
    )
    const input = screen.getByRole('combobox', { name: 'To' })
    await userEvent.type(input, 'nope')
    expect(screen.queryByText(/Add “nope”/)).not.toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, 'ann@example.org{Enter}')
    expect(onCreate).toHaveBeenCalledWith('ann@example.org')
  })
})
