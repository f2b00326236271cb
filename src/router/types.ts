export type { AppRoute, RouteMeta } from '@core/app/defineApp'
