import { CircleCheck, CreditCard, Package, Truck } from 'lucide-react'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'

/** Events with coloured points, plain dots or icons: an order's journey. */
export default function TimelineBasic() {
  return (
    <Timeline label="Order 4021">
      <TimelineItem title="Delivered" time="Today, 11:20" color="success" icon={<CircleCheck size={16} />}>
        <p className="mb-0">Left at the front door, signed by A. Nyhus.</p>
      </TimelineItem>
      <TimelineItem title="Out for delivery" time="Today, 07:45" color="info" icon={<Truck size={16} />}>
        <p className="mb-0">With the courier in Bergen.</p>
      </TimelineItem>
      <TimelineItem title="Packed" time="Yesterday, 16:02" color="warning" icon={<Package size={16} />} />
      <TimelineItem
        title="Payment received"
        time="Yesterday, 15:40"
        color="primary"
        icon={<CreditCard size={16} />}
      />
      <TimelineItem title="Order placed" time="Yesterday, 15:38" color="secondary" />
    </Timeline>
  )
}
