import { loadDemoPage, type DemoModule } from '@core/demo'
import './typography/typography.scss'

const area = {
  ns: 'ui',
  crumbs: ['nav.userInterface'],
  modules: import.meta.glob<DemoModule>('./*/demos/*.tsx'),
  sources: import.meta.glob<string>('./*/demos/*.tsx', { query: '?raw', import: 'default' })
}

export const loadPage = (name: string, demos: readonly string[]) => loadDemoPage(area, name, demos)
