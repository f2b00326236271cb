import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ChartPage } from '../ChartPage'
import './register'
const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>(['./demos/*.tsx', './*.{ts,tsx}', '../*.{ts,tsx}'], {
    query: '?raw',
    import: 'default'
  }),
  ['Bar', 'HorizontalBar', 'Line', 'Area', 'Scatter', 'Radar', 'PolarArea', 'Doughnut', 'Bubble']
)

/** /charts/chartjs */
export default function ChartjsCharts() {
  return <ChartPage section="chartjs" demos={demos} wide={['Line', 'Bubble']} />
}
