import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { SearchBox } from './SearchBox'

const box = (q: string, onSearch = vi.fn(), maxLength?: number) => (
  <SearchBox id="s" label="Search" q={q} onSearch={onSearch} maxLength={maxLength} />
)

describe('SearchBox', () => {
  beforeAll(ensureI18n)

  it('sends what is typed and keeps it when its own query comes back', async () => {
    const onSearch = vi.fn()
    const { rerender } = render(box('', onSearch))
    const input = screen.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(input, 'ada')
    expect(onSearch).toHaveBeenLastCalledWith('ada')
    rerender(box('ada', onSearch))
    expect(input).toHaveValue('ada')
  })

  it('shows a query that comes from elsewhere (Back, a reset)', async () => {
    const { rerender } = render(box('first'))
    const input = screen.getByRole('searchbox', { name: 'Search' })
    expect(input).toHaveValue('first')
    rerender(box('second'))
    expect(input).toHaveValue('second')
    rerender(box(''))
    expect(input).toHaveValue('')
  })

  it('cuts a longer query from the address to the limit and says so', () => {
    const onSearch = vi.fn()
    render(box('abcdef', onSearch, 4))
    const input = screen.getByRole('searchbox', { name: 'Search' })
    expect(input).toHaveValue('abcd')
    expect(onSearch).toHaveBeenCalledWith('abcd')
    expect(input).toHaveAccessibleDescription(/4/)
  })
})
