import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
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
})
