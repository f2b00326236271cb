import type { ChartOptions, ChartType } from 'chart.js'
import type { ChartTheme } from '@core/charts/useChartTheme'
import './register'

export const withAlpha = (color: string, alpha: number) => {
  const hex = color.replace('#', '')
  if (!/^[0-9a-f]{6}$/i.test(hex)) return color
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

/** Axis charts read right to left in RTL: reversed x axis, value axis on the right. */
export function chartjsOptions<T extends ChartType>(
  theme: ChartTheme,
  axes: 'xy' | 'radial' | 'none'
): ChartOptions<T> {
  const font = { family: theme.fontFamily }
  const ticks = { color: theme.text, font }
  const base = {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.locale,
    color: theme.text,
    font,
    plugins: {
      legend: { rtl: theme.rtl, labels: { color: theme.text, font, usePointStyle: true } },
      tooltip: {
        rtl: theme.rtl,
        backgroundColor: theme.isDark ? '#2b3145' : '#ffffff',
        titleColor: theme.heading,
        bodyColor: theme.text,
        borderColor: theme.grid,
        borderWidth: 1
      }
    }
  }
  if (axes === 'xy') {
    return {
      ...base,
      scales: {
        x: { reverse: theme.rtl, grid: { color: theme.grid }, border: { color: theme.grid }, ticks },
        y: {
          position: theme.rtl ? 'right' : 'left',
          grid: { color: theme.grid },
          border: { color: theme.grid },
          ticks
        }
      }
    } as ChartOptions<T>
  }
  if (axes === 'radial') {
    return {
      ...base,
      scales: {
        r: {
          grid: { color: theme.grid },
          angleLines: { color: theme.grid },
          pointLabels: { color: theme.text, font },
          ticks: { color: theme.text, backdropColor: 'transparent' }
        }
      }
    } as ChartOptions<T>
  }
  return base as ChartOptions<T>
}
