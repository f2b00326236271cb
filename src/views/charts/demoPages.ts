import { loadDemoPage, type DemoModule } from '@core/demo'

const area = {
  ns: 'charts',
  crumbs: ['nav.charts'],
  columns: 2,
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  // The libraries' adapters and the shared helpers too, so Show code lists what a demo imports.
  sources: import.meta.glob<string>(
    ['./*/demos/*.tsx', './*/*.{ts,tsx}', './*.{ts,tsx}', '!./**/*.test.{ts,tsx}'],
    {
      query: '?raw',
      import: 'default'
    }
  )
} as const

export const loadPage = (name: string, demos: readonly string[], wide: readonly string[]) =>
  loadDemoPage(area, name, demos, wide)
