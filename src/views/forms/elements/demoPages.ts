import { loadDemoPage, type DemoModule } from '@core/demo'
import './elements.scss'

const area = {
  ns: 'formElements',
  crumbs: ['nav.formsAndTables', 'nav.formElements'],
  columns: 2,
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  // The page folders' helpers and the area's shared helpers too, so Show code lists what a demo imports.
  sources: import.meta.glob<string>(
    ['./*/demos/*.tsx', './*/*.{ts,tsx}', './*.{ts,tsx,scss}', '!./**/*.test.{ts,tsx}'],
    { query: '?raw', import: 'default' }
  )
} as const

export const loadPage = (name: string, demos: readonly string[], wide: readonly string[]) =>
  loadDemoPage(area, name, demos, wide)
