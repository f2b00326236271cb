import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ElementPage } from '../ElementPage'
import './typography.scss'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' }),
  ['Headings', 'Display', 'Paragraphs', 'InlineText', 'Blockquotes', 'Lists', 'TextUtilities']
)

export default function TypographyPage() {
  return <ElementPage section="typography" demos={demos} />
}
