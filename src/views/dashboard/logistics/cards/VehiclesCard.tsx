import { useTranslation } from 'react-i18next'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { ProgressList } from '@widgets/cards/ProgressList'
import type { VehicleState } from '../contract'
import { useLogisticsTodayCard } from '../useLogisticsCard'

const colors: Record<VehicleState, ChartColorName> = {
  onRoute: 'primary',
  loading: 'info',
  idle: 'secondary',
  maintenance: 'danger'
}

export function VehiclesCard() {
  const { t } = useTranslation('logistics')
  const theme = useChartTheme()
  const query = useLogisticsTodayCard()
  return (
    <DataCard title={t('vehicles.title')} subtitle={t('vehicles.subtitle')} query={query}>
      {({ vehicles }) => (
        <ProgressList
          items={vehicles.map((vehicle) => {
            const load = theme.number(vehicle.load / 100, { style: 'percent' })
            return {
              key: vehicle.id,
              name: `${vehicle.id} · ${t(`vehicles.kinds.${vehicle.kind}`)}`,
              detail: (
                <>
                  <span
                    className={`badge bg-${colors[vehicle.state]}-subtle text-${colors[vehicle.state]}-emphasis me-2`}
                  >
                    {t(`vehicles.states.${vehicle.state}`)}
                  </span>
                  {vehicle.driver}
                </>
              ),
              figure: load,
              value: vehicle.load,
              color: colors[vehicle.state],
              meterLabel: t('vehicles.load', { vehicle: vehicle.id, value: load })
            }
          })}
        />
      )}
    </DataCard>
  )
}
