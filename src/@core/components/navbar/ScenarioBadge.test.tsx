import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/configs/env'
import { resetScenarios, setScenarios } from '@/configs/mockScenarios'
import { renderComponent } from '@tests/renderWithProviders'
import { ScenarioBadge } from './ScenarioBadge'

afterEach(() => resetScenarios())

describe('the scenario badge', () => {
  // The scenarios are the mock's: a build without it (VITE_MOCK_API=false) never shows them.
  it.runIf(env.mockApi)('shows the active scenarios while they are on, and nothing otherwise', async () => {
    await renderComponent(<ScenarioBadge />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => setScenarios({ offline: true, dataSize: 'empty' }))
    expect(screen.getByRole('status')).toHaveTextContent('Demo scenario: offline, empty data')
    act(() => resetScenarios())
    expect(screen.queryByRole('status')).toBeNull()
  })

  it.skipIf(env.mockApi)('shows nothing without the mock API, whatever is set', async () => {
    await renderComponent(<ScenarioBadge />)
    act(() => setScenarios({ offline: true }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
