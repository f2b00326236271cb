import { useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { dateFormat, numberFormat } from '@/utility/format'

/** The theme colours a chart may paint a series with. */
export const chartColorNames = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'] as const
export type ChartColorName = (typeof chartColorNames)[number]

/** What every chart library needs from the page's look: colours from Bootstrap's CSS variables
 *  (so they follow the skin), the direction and the language's number and date formats. */
export interface ChartTheme {
  colors: Record<ChartColorName, string>
  /** The series colours in order, for charts with many series. */
  palette: string[]
  /** Axis labels and legends; titles; grid lines and axis borders; the card surface. */
  text: string
  heading: string
  grid: string
  surface: string
  fontFamily: string
  isDark: boolean
  rtl: boolean
  locale: string
  /** Numbers in the page's language (`compact`: 12.5K). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string
  /** Dates in the page's language. */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
}

// The skin and direction live on <html> (useThemeSync puts them there after each change), so the
// colours are read once the attributes have changed, whatever rendered first.
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
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (value, options) => dateFormat(locale, options).format(value)
  }
}

/** The chart theme of the page, recomputed when the skin, the direction or the language changes:
 *  charts built from it recolour and re-format live, without a reload. */
export function useChartTheme(): ChartTheme {
  const { i18n } = useTranslation()
  const look = useSyncExternalStore(subscribe, snapshot, () => '')
  const locale = i18n.language
  // `look` names what the colours depend on; the memo re-reads the variables when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readTheme(locale), [look, locale])
}
