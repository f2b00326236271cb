import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetScenarios, setScenarios } from '@/configs/mockScenarios'
import { renderComponent } from '@tests/renderWithProviders'
import { ScenarioBadge } from './ScenarioBadge'

afterEach(() => resetScenarios())

describe('the scenario badge', () => {
  it('announces the active scenarios while they are on', async () => {
    await renderComponent(<ScenarioBadge />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => setScenarios({ offline: true, dataSize: 'empty' }))
    expect(screen.getByRole('status')).toHaveTextContent('Demo scenario: offline, empty data')
    act(() => resetScenarios())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
