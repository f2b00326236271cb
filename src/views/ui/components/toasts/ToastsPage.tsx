import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ComponentPage } from '../ComponentPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  ['Basic', 'Placements', 'Stacking', 'AutoHide']
)

export default function ToastsPage() {
  return <ComponentPage name="toasts" demos={demos} />
}
