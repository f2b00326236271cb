import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@fake-db'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('chart pages', () => {
  it('lays the demos out in two columns, the wide one over a whole row', async () => {
    await renderWithProviders('/charts/recharts')
    // The first visit loads the page's demos and Recharts itself.
    const line = await screen.findByRole('region', { name: 'Visits, sales and expenses' })
    expect(screen.getByRole('heading', { level: 1, name: 'Recharts' })).toBeInTheDocument()
    expect(line).toHaveClass('demo-card-wide')
    expect(screen.getByRole('region', { name: 'Sales and expenses' })).not.toHaveClass('demo-card-wide')
    expect(line.parentElement).toHaveClass('demo-page-columns-2')
  })

  it('shows the shared helpers a demo imports beside it on "Show code"', async () => {
    const { user } = await renderWithProviders('/charts/recharts')
    const line = await screen.findByRole('region', { name: 'Visits, sales and expenses' })
    await user.click(within(line).getByRole('button', { name: 'Show code' }))
    const tabs = await within(line).findByRole('tablist', { name: 'Files of Visits, sales and expenses' })
    expect(within(tabs).getByRole('tab', { name: 'demos/Line.tsx' })).toBeInTheDocument()
    expect(within(tabs).getByRole('tab', { name: 'theme.tsx' })).toBeInTheDocument()
    expect(within(tabs).getByRole('tab', { name: '../ChartDemo.tsx' })).toBeInTheDocument()
  })
})
