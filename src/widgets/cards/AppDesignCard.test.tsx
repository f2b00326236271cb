import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderComponent } from '@tests/renderWithProviders'
import { AppDesignCard } from './AppDesignCard'

describe('app design card', () => {
  it('shows the due date, the team progress, the milestones and the budget spent', async () => {
    const { user } = await renderComponent(<AppDesignCard />)
    expect(await screen.findByText('Due Dec 3')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50')
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'User researchdone',
      'Wireframesdone',
      'Visual designopen',
      'Developer handoffopen'
    ])
    expect(screen.getByRole('progressbar', { name: '61% of the budget spent' })).toHaveAttribute(
      'aria-valuenow',
      '61'
    )
    await user.click(screen.getByRole('button', { name: 'Join team' }))
    expect(screen.getByRole('button', { name: 'You joined the team' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
  })
})
