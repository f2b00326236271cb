import { useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { dateFormat, isolateNumbers, numberFormat } from '@/utility/format'

export const chartColorNames = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'] as const
export type ChartColorName = (typeof chartColorNames)[number]

/** Colours come from Bootstrap's CSS variables so they follow the skin. */
export interface ChartTheme {
  colors: Record<ChartColorName, string>
  palette: string[]
  text: string
  heading: string
  grid: string
  surface: string
  fontFamily: string
  isDark: boolean
  rtl: boolean
  locale: string
  number: (value: number, options?: Intl.NumberFormatOptions) => string
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
}

// Read once useThemeSync has put the skin and direction on <html>, whatever rendered first.
const watched = ['data-bs-theme', 'data-skin', 'dir']

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: watched })
  return () => observer.disconnect()
}

const snapshot = () => watched.map((name) => document.documentElement.getAttribute(name) ?? '').join('|')

// Used when a variable is missing (tests without the stylesheet).
const fallback = {
  primary: '#4254c8',
  success: '#1fab74',
  warning: '#e8912d',
  danger: '#c9353d',
  info: '#0f7a9c',
  secondary: '#676d80',
  text: '#64697a',
  heading: '#2c3145',
  grid: '#dee2e6',
  surface: '#ffffff',
  fontFamily: 'system-ui, sans-serif'
}

function readTheme(locale: string): ChartTheme {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string, otherwise: string) => style.getPropertyValue(name).trim() || otherwise
  const colors = Object.fromEntries(
    chartColorNames.map((name) => [name, read(`--bs-${name}`, fallback[name])])
  ) as Record<ChartColorName, string>
  return {
    colors,
    palette: chartColorNames.map((name) => colors[name]),
    text: read('--bs-secondary-color', fallback.text),
    heading: read('--bs-heading-color', fallback.heading),
    grid: read('--bs-border-color', fallback.grid),
    surface: read('--bs-body-bg', fallback.surface),
    fontFamily: read('--bs-body-font-family', fallback.fontFamily),
    isDark: document.documentElement.getAttribute('data-bs-theme') === 'dark',
    rtl: document.documentElement.getAttribute('dir') === 'rtl',
    locale,
    number: (value, options) => isolateNumbers(numberFormat(locale, options).format(value), locale),
    date: (value, options) => dateFormat(locale, options).format(value)
  }
}

export function useChartTheme(): ChartTheme {
  const { i18n } = useTranslation()
  const look = useSyncExternalStore(subscribe, snapshot, () => '')
  const locale = i18n.language
  // The memo re-reads the variables when `look` changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readTheme(locale), [look, locale])
}
