import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ComponentPage } from '../ComponentPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  [
    'Solid',
    'Outline',
    'Flat',
    'Gradient',
    'Relief',
    'Sizes',
    'WithIcons',
    'Groups',
    'Toolbar',
    'Block',
    'Loading'
  ]
)

export default function ButtonsPage() {
  return <ComponentPage name="buttons" demos={demos} />
}
