import { loadDemoPage, type DemoModule } from '@core/demo'
import './extensions.scss'

const area = {
  ns: 'extensions',
  crumbs: ['nav.userInterface', 'nav.extensions'],
  columns: 2 as const,
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  // The page folders' helpers and styles too, so Show code lists what a demo imports.
  sources: import.meta.glob<string>(['./*/demos/*.tsx', './*/*.{ts,tsx,scss}', '!./*/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default'
  })
}

export const loadPage = (name: string, demos: readonly string[], wide: readonly string[]) =>
  loadDemoPage(area, name, demos, wide)
