import { describe, expect, it } from 'vitest'
import type { ChartTheme } from '@core/charts/useChartTheme'
import { chartjsOptions } from './theme'

// Chart.js draws text on a canvas; only an `external` tooltip or an HTML legend plugin writes markup.
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default'
})
const theme = { text: '#333', heading: '#111', grid: '#ddd', fontFamily: 'sans-serif' } as ChartTheme

describe('text from data in a Chart.js chart', () => {
  it('reaches no HTML: the tooltip and legend are the canvas ones', () => {
    for (const axes of ['xy', 'radial', 'none'] as const) {
      expect(chartjsOptions(theme, axes).plugins?.tooltip).not.toHaveProperty('external')
    }
    expect(Object.keys(sources).length).toBeGreaterThan(5)
    for (const [file, text] of Object.entries(sources))
      expect(text, file).not.toMatch(/\bexternal\s*:|innerHTML|insertAdjacentHTML|htmlLegend/)
  })
})
