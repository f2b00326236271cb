import '@fake-db'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activeScenarios, currentScenarios, resetScenarios, setScenarios } from '@/configs/mockScenarios'
import { renderWithProviders } from '@tests/renderWithProviders'

afterEach(() => resetScenarios())

describe('scenarios on the sign-in page', () => {
  it('names the remembered scenarios and turns them all off in one click', async () => {
    setScenarios({ offline: true, failFamily: 'jwt' })
    const { user } = await renderWithProviders('/login', { as: null })
    expect(
      await screen.findByText(
        'Demo scenarios are on: failing calls, offline. They change how the demo answers.'
      )
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Turn them all off' }))
    expect(activeScenarios(currentScenarios())).toEqual([])
    expect(screen.queryByText(/Demo scenarios are on/)).not.toBeInTheDocument()
  })

  it('says nothing when no scenario is on', async () => {
    await renderWithProviders('/login', { as: null })
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByText(/Demo scenarios are on/)).not.toBeInTheDocument()
  })
})
