import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectUncaught } from '@tests/console'
import { ensureI18n } from '@tests/renderWithProviders'
import { PanelBoundary } from './PanelBoundary'

describe('PanelBoundary', () => {
  it('shows a translated failure with a retry in place of the panel that threw; its neighbour stays', async () => {
    await ensureI18n()
    expectUncaught(/bad record/)
    let broken = true
    const Panel = () => {
      if (broken) throw new Error('bad record')
      return <p>Mended</p>
    }
    render(
      <>
        <PanelBoundary>
          <Panel />
        </PanelBoundary>
        <PanelBoundary>
          <p>Neighbour</p>
        </PanelBoundary>
      </>
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be shown.')
    expect(screen.queryByText('bad record')).not.toBeInTheDocument()
    expect(screen.getByText('Neighbour')).toBeInTheDocument()
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Mended')).toBeInTheDocument()
  })
})
