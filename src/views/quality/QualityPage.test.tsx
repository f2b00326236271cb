import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import type { QualityReport, RouteQuality } from './report'

const route = (path: string, figures: Partial<RouteQuality>): RouteQuality => ({
  path,
  link: path,
  area: 'help',
  axe: { light: 0, dark: 0 },
  ownBytes: 10_000,
  firstLoadBytes: 200_000,
  ownBudgetBytes: 60_000,
  lcp: null,
  tbt: null,
  longestTask: null,
  tests: [],
  ...figures
})

const report: QualityReport = {
  commit: '0123456789abcdef',
  date: '2026-11-29T18:00:00.000Z',
  budgets: { axe: 0, lcp: 2500, tbt: 200, longestTask: 250 },
  routes: [
    route('/pages/faq', { ownBytes: 30_000, lcp: 900, tests: ['a.test.ts', 'b.spec.ts'] }),
    route('/pages/pricing', { ownBytes: 70_000, axe: { light: 2, dark: 0 }, lcp: 3100 })
  ]
}

function answerWith(body: unknown, ok = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response))
  )
}

afterEach(() => vi.unstubAllGlobals())

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent)

describe('quality page', () => {
  it('shows what CI measured, budgets beside the figures, and sorts by a column', async () => {
    answerWith(report)
    const { user } = await renderWithProviders('/quality', { as: null })
    expect(await screen.findByText(/commit 0123456789ab/)).toBeInTheDocument()
    expect(rowNames()).toEqual(['/pages/faq', '/pages/pricing'])
    const pricing = screen.getByRole('row', { name: /\/pages\/pricing/ })
    expect(within(pricing).getByText('70 KB').className).toContain('text-danger')
    expect(pricing).toHaveTextContent('70 KB / 60 KB (over budget)')
    expect(pricing).toHaveTextContent('3,100 ms / 2,500 ms')
    expect(within(pricing).getByRole('link', { name: '/pages/pricing' })).toHaveAttribute(
      'href',
      '/pages/pricing'
    )

    const ownBytes = screen.getByRole('button', { name: 'Own KB' })
    await user.click(ownBytes)
    await user.click(ownBytes)
    expect(screen.getByRole('columnheader', { name: 'Own KB' })).toHaveAttribute('aria-sort', 'descending')
    expect(rowNames()).toEqual(['/pages/pricing', '/pages/faq'])
  })

  it('says a build without measurements has none', async () => {
    answerWith('<!doctype html>')
    await renderWithProviders('/quality', { as: null })
    expect(await screen.findByText(/This build carries no measurements/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
