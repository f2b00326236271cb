import '@fake-db'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'

const cards = () => within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem')
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('knowledge base', () => {
  it('filters the six category cards as you type, and says when none matches', async () => {
    const { user, router } = await renderWithProviders('/pages/knowledge-base')
    await screen.findByRole('link', { name: 'Getting started' })
    expect(cards()).toHaveLength(6)
    const search = screen.getByRole('searchbox', { name: 'Search the categories' })
    await user.type(search, 'WEBHOOK')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Integrations and API' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/integrations'
    )
    expect(router.state.location.search).toBe('?q=WEBHOOK')
    await user.clear(search)
    await user.type(search, 'zebra')
    expect(await screen.findByText('No category matches “zebra”.')).toBeInTheDocument()
  })

  it('goes from a category to a question found there, and back by the breadcrumbs', async () => {
    const { user, router } = await renderWithProviders('/pages/knowledge-base/billing')
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing and plans' })).toBeInTheDocument()
    expect(cardTitles().slice(0, 2)).toEqual(['Billing and plans', 'Getting started'])
    const others = screen.getByRole('complementary', { name: 'Other categories' })
    expect(within(others).getAllByRole('link')).toHaveLength(5)
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'invoice')
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'How do I ask for a refund?' })).not.toBeInTheDocument()
    )
    expect(cardTitles().slice(0, 2)).toEqual(['Billing and plans', 'Other categories'])
    await user.click(screen.getByRole('link', { name: 'Where can I download an invoice?' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where can I download an invoice?' })
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/pages/knowledge-base/billing/download-an-invoice')
    expect(screen.getByText(/^Last updated on /)).toBeInTheDocument()
    for (const name of ['Overview', 'Steps', 'Example', 'Good to know'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Billing and plans' })).toHaveAttribute(
      'src',
      '/images/help/billing.svg'
    )
    expect(screen.getByText('GET /v1/invoices?status=paid&perPage=10').tagName).toBe('CODE')
    const related = screen.getByRole('complementary', { name: 'Related questions' })
    expect(within(related).getByRole('link', { name: 'How do I ask for a refund?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/billing/ask-for-a-refund'
    )
    await user.click(screen.getByRole('link', { name: 'Billing and plans' }))
    await screen.findByRole('heading', { level: 1, name: 'Billing and plans' })
    expect(router.state.location.pathname).toBe('/pages/knowledge-base/billing')
  })

  it('shows the not-found card for an unknown question, category, or a question of another category', async () => {
    for (const path of [
      '/pages/knowledge-base/billing/no-such-question',
      '/pages/knowledge-base/account/download-an-invoice'
    ]) {
      const view = await renderWithProviders(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Question not found' })).toBeInTheDocument()
      view.unmount()
    }
    await renderWithProviders('/pages/knowledge-base/no-such-category')
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base'
    )
  })
})
