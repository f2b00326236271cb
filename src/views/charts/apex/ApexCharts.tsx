import type { DemoModule } from '@core/demo'
import { collectDemos } from '@core/demo'
import { ChartPage } from '../ChartPage'

const demos = collectDemos(
  import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
  import.meta.glob<string>(['./demos/*.tsx', './*.{ts,tsx}', '../*.{ts,tsx}'], {
    query: '?raw',
    import: 'default'
  }),
  ['Line', 'Area', 'Column', 'Bar', 'Scatter', 'Heatmap', 'Candlestick', 'Radial', 'Radar', 'Donut']
)

/** /charts/apex */
export default function ApexCharts() {
  return <ChartPage section="apex" demos={demos} wide={['Line']} />
}
