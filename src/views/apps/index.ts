import type { App } from '@core/app/defineApp'
import { ecommerceApp } from './ecommerce/app'
import { cardsApp } from '../cards/app'
import { chartsApp } from '../charts/app'
import { dashboardApp } from '../dashboard/app'
import { invoiceApp } from './invoice/app'
import { kanbanApp } from './kanban/app'
import { chatApp } from './chat/app'
import { todoApp } from './todo/app'
import { userApp } from './user/app'
import { uiComponentsApp } from '../ui/components/app'
import { uiElementsApp } from '../ui/elements/app'
import { calendarApp } from './calendar/app'
import { emailApp } from './email/app'

/** Every demo app and demo area (dashboards, UI pages, charts): the one list to register one in.
 *  The router takes their routes; the menu their entries from each one's menu.ts, in this order;
 *  the mock finds their handlers and search entries by file name (src/@fake-db/apps/<app>/handlers.ts,
 *  the area's routes.contract.ts `searchPages`). */
export const apps: App[] = [
  dashboardApp,
  emailApp,
  chatApp,
  todoApp,
  calendarApp,
  kanbanApp,
  invoiceApp,
  ecommerceApp,
  userApp,
  uiElementsApp,
  cardsApp,
  uiComponentsApp,
  chartsApp
]
