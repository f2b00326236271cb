import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ComponentPage } from '../ComponentPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  ['Basic', 'WithMedia', 'WithActions']
)

export default function TimelinePage() {
  return <ComponentPage name="timeline" demos={demos} />
}
