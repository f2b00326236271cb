import { invoiceRoutes } from './invoice'
import { userRoutes } from './user'

/** Every demo app's routes; each app keeps its own file beside this one. */
export const appsRoutes = [...invoiceRoutes, ...userRoutes]
