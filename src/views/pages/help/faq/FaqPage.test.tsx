import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const tab = (name: RegExp) => screen.getByRole('tab', { name })
const questions = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('FAQ page', () => {
  it('shows the categories as tabs and the chosen one as an accordion, in the URL', async () => {
    const { user, router } = await renderWithProviders('/pages/faq')
    expect(await screen.findByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument()
    expect(questions()).toHaveLength(4)
    expect(screen.getByText(/We accept Visa, Mastercard/)).toBeVisible()
    await user.click(tab(/Delivery/))
    expect(router.state.location.search).toBe('?category=delivery')
    expect(questions()[0]).toBe('How do I receive the template after buying it?')
    await user.click(screen.getByRole('button', { name: 'Do I get future updates?' }))
    expect(await screen.findByText(/twelve months of updates/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Still have a question?' })).toBeInTheDocument()
  })

  it('searches as you type, shows the matches wherever they are, says when none match', async () => {
    const { user, router } = await renderWithProviders('/pages/faq')
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' })
    await user.type(search, 'refund')
    await waitFor(() => expect(router.state.location.search).toBe('?q=refund'))
    // The open category (Payment) has no match: the one that has it is shown.
    await waitFor(() => expect(questions()).toEqual(['Can I get a refund?']))
    expect(tab(/Cancellation and return/)).toHaveAttribute('aria-selected', 'true')
    expect(within(tab(/Cancellation and return/)).getByText('1')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'zebra')
    expect(
      await screen.findByText('No question matches “zebra”. Try other words, or write to us below.')
    ).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('opens on the search of its address', async () => {
    await renderWithProviders('/pages/faq?q=card&category=payment')
    await waitFor(() => expect(questions()).toEqual(['When is my card charged?']))
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('card')
  })
})
