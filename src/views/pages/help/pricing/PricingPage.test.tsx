import '@fake-db'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'

const prices = () => [...document.querySelectorAll('.help-plan .display-6')].map((price) => price.textContent)

describe('pricing page', () => {
  it('shows the three plans monthly, then yearly with the saving, in the URL', async () => {
    const { user, router } = await renderWithProviders('/pages/pricing')
    await screen.findByRole('heading', { level: 3, name: 'Standard' })
    expect(prices()).toEqual(['$0', '$49', '$99'])
    expect(screen.getByText('Popular')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    expect(screen.getByText('Save up to 19 %')).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Bill annually' }))
    expect(router.state.location.search).toBe('?billing=annual')
    expect(prices()).toEqual(['$0', '$40', '$80'])
    const yearly = [...document.querySelectorAll('.help-plan-yearly')].map((line) => line.textContent)
    expect(yearly).toEqual(['', 'Billed yearly: $480 · you save $108', 'Billed yearly: $960 · you save $228'])
    await user.click(screen.getByRole('switch', { name: 'Bill annually' }))
    expect(prices()).toEqual(['$0', '$49', '$99'])
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(3)
        .map((heading) => heading.textContent)
    ).toEqual([
      'Does my subscription renew automatically?',
      'Can I switch between monthly and yearly billing?',
      'Do you offer a free trial?'
    ])
    await user.click(screen.getByRole('button', { name: 'Upgrade to Enterprise' }))
    expect(
      await screen.findByText('Thank you! We will email you to set up the Enterprise plan.')
    ).toBeInTheDocument()
  })

  it('says when the plans cannot be loaded and loads them on retry', async () => {
    const failing = answerWith(['/pricing/data'], 500, () => ({ error: 'Boom' }))
    const { user } = await renderWithProviders('/pages/pricing?billing=annual')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the data')
    failing.mockRestore()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(prices()).toEqual(['$0', '$40', '$80']))
  })
})
