import { loadDemoPage, type DemoModule } from '@core/demo'
import './components.scss'

const area = {
  ns: 'components',
  crumbs: ['nav.userInterface', 'nav.components'],
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  sources: import.meta.glob<string>('./*/demos/*.tsx', { query: '?raw', import: 'default' })
}

export const loadPage = (name: string, demos: readonly string[]) => loadDemoPage(area, name, demos)
