import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('component demo pages', () => {
  it('lists a page\'s demos and shows a demo\'s own source on "Show code"', async () => {
    const { user } = await renderWithProviders('/components/badges')
    expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument()
    const colours = screen.getByRole('region', { name: 'Colours' })
    expect(within(colours).getByText('Solid badges in every theme colour.')).toBeInTheDocument()
    await user.click(within(colours).getByRole('button', { name: 'Show code' }))
    const code = await within(colours).findByRole('region', { name: 'Code of Colours' })
    await waitFor(() => expect(code).toHaveTextContent("import { Badge } from 'reactstrap'"))
    expect(code.querySelector('.hljs-keyword')).not.toBeNull()
    await user.click(within(colours).getByRole('button', { name: 'Hide code' }))
    expect(within(colours).queryByRole('region', { name: 'Code of Colours' })).toBeNull()
  })

  it('shows the helper module a demo imports in a tab of its own', async () => {
    const { user } = await renderWithProviders('/components/pagination')
    const basic = await screen.findByRole('region', { name: 'Basic' })
    await user.click(within(basic).getByRole('button', { name: 'Show code' }))
    const tabs = await within(basic).findByRole('tablist', { name: 'Files of Basic' })
    const helper = within(tabs).getByRole('tab', { name: 'usePager.ts' })
    expect(within(tabs).getByRole('tab', { name: 'demos/Basic.tsx' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    await user.click(helper)
    expect(helper).toHaveAttribute('aria-selected', 'true')
    expect(within(basic).getByRole('tabpanel')).toHaveTextContent('export function usePager')
  })

  it('suggests films from the mock API and picks one with the keyboard', async () => {
    const { user } = await renderWithProviders('/components/auto-complete')
    const box = await screen.findByRole('combobox', { name: 'Favourite film' })
    await user.type(box, 'god')
    const option = await screen.findByRole('option', { name: 'The Godfather' })
    expect(option.querySelector('mark')).toHaveTextContent('God')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(box).toHaveValue('The Godfather')
    expect(screen.getByText('You picked The Godfather.')).toBeInTheDocument()
  })

  it('shows each film once when the answer repeats an id', async () => {
    type Films = { autoComplete: { id: number; title: string; rank: string }[] }
    answerWith(['/api/autocomplete/data'], 200, (real) => {
      const films = (real as Films).autoComplete
      const godfather = films.find((film) => film.title === 'The Godfather')!
      return { autoComplete: [...films, { ...godfather, title: 'The Godfather, again' }] }
    })
    const { user } = await renderWithProviders('/components/auto-complete')
    await user.type(await screen.findByRole('combobox', { name: 'Favourite film' }), 'godf')
    await screen.findByRole('option', { name: 'The Godfather' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['The Godfather'])
  })

  it('shows its error state when the answer is not a list of films', async () => {
    answerWith(['/api/autocomplete/data'], 200, () => ({ autoComplete: 'none' }))
    await renderWithProviders('/components/auto-complete')
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('The films could not be loaded.')
  })
})
