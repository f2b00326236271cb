import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { RouteLine } from '@widgets/cards/RouteLine'
import { useLogisticsTodayCard } from '../useLogisticsCard'

export function RouteCard() {
  const { t } = useTranslation('logistics')
  const theme = useChartTheme()
  const query = useLogisticsTodayCard()
  return (
    <DataCard title={t('route.title')} subtitle={t('route.subtitle')} query={query}>
      {({ route }) => (
        <>
          <p className="small mb-3">{t('route.vehicle', { vehicle: route.vehicle })}</p>
          <RouteLine
            label={t('route.stops', { vehicle: route.vehicle })}
            stops={route.stops.map((stop) => ({
              key: stop.id,
              place: stop.place,
              state: stop.state,
              stateLabel: t(`route.states.${stop.state}`),
              time: <time dateTime={stop.at}>{theme.date(new Date(stop.at), { timeStyle: 'short' })}</time>
            }))}
          />
        </>
      )}
    </DataCard>
  )
}
