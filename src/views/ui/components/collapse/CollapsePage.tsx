import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ComponentPage } from '../ComponentPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  ['Basic', 'Multiple', 'Horizontal']
)

export default function CollapsePage() {
  return <ComponentPage name="collapse" demos={demos} />
}
