import { useTranslation } from 'react-i18next'
import { DemoPage, type Demo } from '@core/demo'

/** A chart library's page: the kit's DemoPage in two columns, a wide chart taking a whole row. */
export function ChartPage({
  section,
  demos,
  wide
}: {
  section: 'apex' | 'chartjs' | 'recharts'
  demos: Demo[]
  wide: readonly string[]
}) {
  const { t } = useTranslation()
  return (
    <DemoPage
      ns="charts"
      section={section}
      demos={demos}
      columns={2}
      wide={wide}
      crumbs={[{ label: t('nav.charts') }]}
    />
  )
}
