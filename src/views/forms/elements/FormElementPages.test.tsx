import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'

// A page loads its libraries (react-select, react-imask, TipTap) first: slow in jsdom on a busy machine.
async function open(path: string, title: string) {
  const rendered = await renderWithProviders(path)
  await screen.findByRole('heading', { level: 1, name: title })
  return rendered
}

const valueIn = (region: HTMLElement) =>
  within(region)
    .getByText(/^Value:/)
    .querySelector('code')

describe('form element pages', () => {
  it('finds a city through the async select and keeps its value', async () => {
    const { user } = await open('/forms/elements/select', 'Select')
    const async = screen.getByRole('region', { name: 'Async search' })
    const city = within(async).getByRole('combobox', { name: 'City' })
    await user.type(city, 'zzz')
    expect(await screen.findByText('Nothing found')).toBeInTheDocument()
    await user.clear(city)
    await user.type(city, 'lon')
    await screen.findByRole('option', { name: 'London' })
    expect(screen.getByRole('option', { name: 'Barcelona' })).toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'London' }))
    expect(valueIn(async)).toHaveTextContent('london')
  }, 40_000)

  it('masks a card number, names its brand and hands the form the digits', async () => {
    const { user } = await open('/forms/elements/input-mask', 'Input Mask')
    const card = screen.getByRole('region', { name: 'Credit card' })
    const input = within(card).getByRole('textbox', { name: 'Card number' })
    await user.type(input, '4111111111111111')
    expect(input).toHaveValue('4111 1111 1111 1111')
    expect(input).toHaveAccessibleDescription('Card brand: Visa')
    expect(valueIn(card)).toHaveTextContent('4111111111111111')
  })

  it('shows the full editor toolbar and the sanitized HTML beside it', async () => {
    await open('/forms/elements/editor', 'Editor')
    const full = screen.getByRole('region', { name: 'Full toolbar' })
    const toolbar = await within(full).findByRole('toolbar', { name: 'Formatting' })
    for (const name of ['Heading 1', 'Quote', 'Code block', 'Picture', 'Undo', 'Redo', 'Align centre'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument()
    expect(within(full).getAllByRole('heading', { name: 'Release notes' })).toHaveLength(2)
    await waitFor(() => expect(full.querySelector('pre code')).toHaveTextContent('<h2>Release notes</h2>'))
  })

  it('picks several days and lets one go again', async () => {
    const { user } = await open('/forms/elements/pickers', 'Pickers')
    const multiple = screen.getByRole('region', { name: 'Multiple dates' })
    await user.click(within(multiple).getByRole('button', { name: /Shifts/ }))
    const days = (await within(multiple).findByRole('grid')).querySelectorAll<HTMLButtonElement>(
      'td:not([data-outside]) button'
    )
    await user.click(days[2]!)
    await user.click(days[4]!)
    await user.click(days[2]!)
    const stored = JSON.parse(valueIn(multiple)?.textContent ?? '[]') as string[]
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatch(/^\d{4}-\d{2}-05$/)
  })
})
