import { render, within } from '@testing-library/react'
import { Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { describe, expect, it } from 'vitest'
import type { ChartTheme } from '@core/charts/useChartTheme'
import { rechartsTheme } from './theme'

const payload = '<img src=x onerror="alert(1)">'
const theme: ChartTheme = {
  colors: { primary: '#7367f0' } as ChartTheme['colors'],
  palette: ['#7367f0'],
  text: '#333',
  heading: '#111',
  grid: '#ddd',
  surface: '#fff',
  fontFamily: 'sans-serif',
  isDark: false,
  rtl: false,
  locale: 'en',
  number: (value) => String(value),
  date: (value) => String(value)
}

describe('text from data in a Recharts chart', () => {
  it('is written as text by React in the legend and the tooltip, never as markup', () => {
    const look = rechartsTheme(theme)
    const { container } = render(
      <LineChart width={400} height={300} data={[{ month: payload, sales: payload }]}>
        <XAxis dataKey="month" {...look.xAxis} />
        <YAxis {...look.yAxis} />
        <Tooltip {...look.tooltip} defaultIndex={0} active />
        <Legend {...look.legend} />
        <Line dataKey="sales" name={payload} isAnimationActive={false} />
      </LineChart>
    )
    expect(container.querySelector('img')).toBeNull()
    for (const part of ['.recharts-legend-wrapper', '.recharts-tooltip-wrapper'])
      expect(within(container.querySelector<HTMLElement>(part)!).getAllByText(payload)).not.toHaveLength(0)
  })
})
