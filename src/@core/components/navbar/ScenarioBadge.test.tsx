import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetScenarios, setScenarios } from '@/configs/mockScenarios'
import { renderComponent } from '@tests/renderWithProviders'
import { ScenarioBadge } from './ScenarioBadge'

afterEach(() => resetScenarios())

describe('the scenario badge', () => {
  it('shows the active scenarios while they are on, and nothing otherwise', async () => {
    await renderComponent(<ScenarioBadge />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => setScenarios({ offline: true, dataSize: 'empty' }))
    expect(screen.getByRole('status')).toHaveTextContent('Demo scenario: offline, empty data')
    act(() => resetScenarios())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
