import { z } from 'zod/mini'
import { zIsoDate, zInstant, zRequiredText } from '@/utility/contract'
import { defaultTimeRange, timeRanges } from '@widgets/cards/contract'

export { logisticsPaths } from './routes.contract'

export const endpoints = { dashboard: '/dashboard/logistics' } as const

export const delayReasons = ['traffic', 'weather', 'loading', 'breakdown', 'address', 'customs'] as const
export type DelayReason = (typeof delayReasons)[number]
export const vehicleKinds = ['van', 'truck', 'trailer'] as const
export const vehicleStates = ['onRoute', 'loading', 'idle', 'maintenance'] as const
export type VehicleState = (typeof vehicleStates)[number]
export const orderStatuses = ['pending', 'packed', 'inTransit', 'delayed', 'delivered', 'returned'] as const
export type OrderStatus = (typeof orderStatuses)[number]
export const stopStates = ['done', 'current', 'next'] as const

export const logisticsParamsSchema = z.object({ range: z._default(z.enum(timeRanges), defaultTimeRange) })

const count = z.int().check(z.minimum(0))
const percent = z.number().check(z.minimum(0), z.maximum(100))
const maxPeriods = 12
const vehicleId = z.string().check(z.regex(/^[A-Z]{2}-\d{3}$/, 'vehicle'))

export const logisticsDashboardSchema = z.object({
  range: z.enum(timeRanges),
  totals: z.object({
    /** Shipments on the road now, whatever the range. */
    onRoute: count,
    /** Of those, behind their promised time now. */
    delayed: count,
    /** Delivered in the range. */
    delivered: count,
    /** Delivered on time, in per cent of the range's deliveries. */
    onTimeRate: percent
  }),
  /** Deliveries on time and late per period (`periods`: each period's first day). */
  performance: z
    .object({
      periods: z.array(zIsoDate()).check(z.minLength(1), z.maxLength(maxPeriods)),
      onTime: z.array(count).check(z.maxLength(maxPeriods)),
      late: z.array(count).check(z.maxLength(maxPeriods))
    })
    .check(
      z.refine((p) => p.onTime.length === p.periods.length && p.late.length === p.periods.length, 'periods')
    ),
  /** The late deliveries of the range by their main reason. */
  delays: z.array(z.object({ reason: z.enum(delayReasons), count })).check(z.maxLength(delayReasons.length)),
  vehicles: z
    .array(
      z.object({
        id: vehicleId,
        kind: z.enum(vehicleKinds),
        driver: zRequiredText(),
        state: z.enum(vehicleStates),
        /** Share of the payload in use. */
        load: percent
      })
    )
    .check(z.maxLength(30)),
  /** Today's run of one vehicle, stop by stop, drawn as a schematic line (no map). */
  route: z.object({
    vehicle: vehicleId,
    stops: z
      .array(z.object({ id: z.int(), place: zRequiredText(), state: z.enum(stopStates), at: zInstant() }))
      .check(z.maxLength(12))
  }),
  orders: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^ORD-\d{4}$/, 'order')),
        customer: zRequiredText(),
        destination: zRequiredText(),
        status: z.enum(orderStatuses),
        /** Promised delivery day. */
        due: zIsoDate()
      })
    )
    .check(z.maxLength(50))
})

export type LogisticsDashboard = z.infer<typeof logisticsDashboardSchema>
export type Order = LogisticsDashboard['orders'][number]
