import { loadDemoPage, type DemoModule } from '@core/demo'

const area = {
  ns: 'tables',
  crumbs: ['nav.formsAndTables', 'nav.tables'],
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  // The page folders' helpers too, so Show code lists what a demo imports.
  sources: import.meta.glob<string>(['./*/demos/*.tsx', './*/*.{ts,tsx}', '!./*/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default'
  })
}

export const loadPage = (name: string, demos: readonly string[], wide: readonly string[]) =>
  loadDemoPage(area, name, demos, wide)
