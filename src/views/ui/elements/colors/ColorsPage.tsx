import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ElementPage } from '../ElementPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  ['ThemeColors', 'Shades', 'SubtleEmphasis', 'Gradients']
)

export default function ColorsPage() {
  return <ElementPage section="colors" demos={demos} />
}
