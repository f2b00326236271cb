import { useTranslation } from 'react-i18next'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { SortableTable, type SortableColumn } from '@widgets/cards/SortableTable'
import { orderStatuses, type Order, type OrderStatus } from '../contract'
import { useLogisticsTodayCard } from '../useLogisticsCard'

const colors: Record<OrderStatus, ChartColorName> = {
  pending: 'secondary',
  packed: 'info',
  inTransit: 'primary',
  delayed: 'warning',
  delivered: 'success',
  returned: 'danger'
}

const localDay = (iso: string) => new Date(`${iso}T12:00:00`)

export function OrdersCard() {
  const { t } = useTranslation('logistics')
  const theme = useChartTheme()
  const query = useLogisticsTodayCard()
  const columns: SortableColumn<Order>[] = [
    {
      key: 'id',
      header: t('orders.order'),
      cell: (order) => <span className="fw-semibold">{order.id}</span>,
      sortBy: (order) => order.id
    },
    {
      key: 'customer',
      header: t('orders.customer'),
      cell: (order) => order.customer,
      sortBy: (order) => order.customer
    },
    {
      key: 'destination',
      header: t('orders.destination'),
      cell: (order) => order.destination,
      sortBy: (order) => order.destination
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => (
        <span className={`badge bg-${colors[order.status]}-subtle text-${colors[order.status]}-emphasis`}>
          {t(`orders.statuses.${order.status}`)}
        </span>
      ),
      sortBy: (order) => orderStatuses.indexOf(order.status)
    },
    {
      key: 'due',
      header: t('orders.due'),
      cell: (order) => (
        <time dateTime={order.due}>{theme.date(localDay(order.due), { dateStyle: 'medium' })}</time>
      ),
      sortBy: (order) => order.due
    }
  ]
  return (
    <DataCard title={t('orders.title')} query={query} bodyClassName="px-0 pb-0">
      {({ orders }) => (
        <SortableTable
          caption={t('orders.title')}
          rows={orders}
          columns={columns}
          rowKey={(order) => order.id}
          initialSort={{ key: 'due', direction: 'ascending' }}
        />
      )}
    </DataCard>
  )
}
