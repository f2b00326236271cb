import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ChartPage } from '../ChartPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>(['./demos/*.tsx', './*.{ts,tsx}', '../*.{ts,tsx}'], {
    query: '?raw',
    import: 'default'
  }),
  ['Line', 'Area', 'Bar', 'Scatter', 'Pie', 'Radar', 'Composed']
)

/** /charts/recharts */
export default function RechartsCharts() {
  return <ChartPage section="recharts" demos={demos} wide={['Line']} />
}
