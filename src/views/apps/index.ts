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

/** The one list to register an app or demo area in; the mock finds their handlers by file name. */
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
