import { useTranslation } from 'react-i18next'
import { CircleCheck, CreditCard, Package, Truck } from 'lucide-react'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'

/** Events with coloured points, plain dots or icons: an order's journey. */
export default function TimelineBasic() {
  const { t } = useTranslation('components')
  return (
    <Timeline label={t('timeline.sample.order')}>
      <TimelineItem
        title={t('timeline.sample.delivered')}
        time={t('timeline.sample.today', { time: '11:20' })}
        color="success"
        icon={<CircleCheck size={16} />}
      >
        <p className="mb-0">{t('timeline.sample.leftAtDoor')}</p>
      </TimelineItem>
      <TimelineItem
        title={t('timeline.sample.outForDelivery')}
        time={t('timeline.sample.today', { time: '07:45' })}
        color="info"
        icon={<Truck size={16} />}
      >
        <p className="mb-0">{t('timeline.sample.withCourier')}</p>
      </TimelineItem>
      <TimelineItem
        title={t('timeline.sample.packed')}
        time={t('timeline.sample.yesterdayAt', { time: '16:02' })}
        color="warning"
        icon={<Package size={16} />}
      />
      <TimelineItem
        title={t('timeline.sample.paid')}
        time={t('timeline.sample.yesterdayAt', { time: '15:40' })}
        color="primary"
        icon={<CreditCard size={16} />}
      />
      <TimelineItem
        title={t('timeline.sample.placed')}
        time={t('timeline.sample.yesterdayAt', { time: '15:38' })}
        color="secondary"
      />
    </Timeline>
  )
}
