import { useTranslation } from 'react-i18next'
import { DonutChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetCustomersQuery } from './api'
import { DataCard } from './DataCard'
import { LegendList } from './LegendList'
import { useTimeRangeMenu } from './RangeMenu'

export function CustomersCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [range, menu] = useTimeRangeMenu()
  const query = useGetCustomersQuery(range)
  return (
    <DataCard title={t('customers.title')} subtitle={t(`range.${range}`)} query={query} action={menu}>
      {(data) => (
        <>
          <ChartFigure
            title={t('customers.chart')}
            table={{
              labelHeader: t('labels.group'),
              labels: data.listData.map((d) => d.text),
              series: [{ name: t('labels.customers'), values: data.listData.map((d) => d.result) }]
            }}
            format={(v) => theme.number(v)}
          >
            <DonutChart
              height={240}
              slices={data.listData.map((item) => ({
                name: item.text,
                value: item.result,
                color: theme.colors[item.iconColor]
              }))}
              format={(value) => theme.number(value)}
              hole={0}
              gaps
            />
          </ChartFigure>
          <LegendList
            items={data.listData.map((item) => ({
              key: item.text,
              label: item.text,
              color: item.iconColor,
              text: theme.number(item.result)
            }))}
          />
        </>
      )}
    </DataCard>
  )
}
