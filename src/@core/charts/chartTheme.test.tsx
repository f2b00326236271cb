import { act, render, renderHook, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { inertText, mergeOptions, themeOptions } from './ApexChart'
import { ChartFigure } from './ChartFigure'
import { useChartTheme } from './useChartTheme'

describe('useChartTheme', () => {
  it('follows the skin and direction on <html> as they change', async () => {
    await ensureI18n()
    const root = document.documentElement
    root.setAttribute('data-bs-theme', 'light')
    root.setAttribute('dir', 'ltr')
    const { result } = renderHook(() => useChartTheme())
    expect(result.current).toMatchObject({ isDark: false, rtl: false, locale: 'en' })
    act(() => {
      root.setAttribute('data-bs-theme', 'dark')
      root.setAttribute('dir', 'rtl')
    })
    await new Promise((resolve) => setTimeout(resolve, 0)) // MutationObserver callbacks are microtasks
    expect(result.current).toMatchObject({ isDark: true, rtl: true })
    expect(result.current.number(1234.5)).toBe('1,234.5')
    root.setAttribute('data-bs-theme', 'light')
    root.setAttribute('dir', 'ltr')
  })
})

describe('ApexChart options', () => {
  it('merges the chart options over the theme, objects key by key', () => {
    expect(mergeOptions({ a: { b: 1, c: 2 }, d: [1] }, { a: { c: 3 }, d: [2] })).toEqual({
      a: { b: 1, c: 3 },
      d: [2]
    })
  })

  it('moves the value axis to the right in RTL and takes the skin for tooltips', async () => {
    await ensureI18n()
    const { result } = renderHook(() => useChartTheme())
    const options = themeOptions({ ...result.current, rtl: true, isDark: true })
    expect(options.yaxis).toMatchObject({ opposite: true })
    expect(options.tooltip).toMatchObject({ theme: 'dark' })
  })
})

describe('ChartFigure', () => {
  it('names the figure and offers the data as a table', () => {
    render(
      <ChartFigure
        title="Sales per month"
        table={{
          labelHeader: 'Month',
          labels: ['Jan', 'Feb'],
          series: [{ name: 'Sales', values: [1200, 900] }]
        }}
        format={(v) => `$${v}`}
      >
        <svg />
      </ChartFigure>
    )
    const figure = screen.getByRole('figure', { name: 'Sales per month' })
    const table = within(figure).getByRole('table', { name: 'Sales per month' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent)
    ).toEqual(['MonthSales', 'Jan$1200', 'Feb$900'])
  })
})

describe('text from data in an ApexCharts chart', () => {
  it('cannot form markup in the names, labels and categories the library writes as HTML', () => {
    const payload = '<img src=x onerror="alert(1)">'
    const [series, options] = inertText([{ name: payload, data: [{ x: payload, y: 1 }] }], {
      labels: [payload],
      xaxis: { categories: [payload, 2] }
    })
    const written = JSON.stringify([series, options])
    expect(written).not.toMatch(/[<>]|\\"/)
    expect(written).toContain('‹img src=x onerror=″alert(1)″›')
    expect(options.xaxis?.categories).toEqual(['‹img src=x onerror=″alert(1)″›', 2])
  })
})
