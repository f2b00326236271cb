import type { App } from '@core/app/defineApp'
import { dashboardApp } from './dashboard/app'
import { emailApp } from './apps/email/app'
import { chatApp } from './apps/chat/app'
import { todoApp } from './apps/todo/app'
import { calendarApp } from './apps/calendar/app'
import { kanbanApp } from './apps/kanban/app'
import { invoiceApp } from './apps/invoice/app'
import { ecommerceApp } from './apps/ecommerce/app'
import { userApp } from './apps/user/app'
import { authApp } from './pages/auth/app'
import { accessControlApp } from './access-control/app'
import { miscApp } from './misc/app'
import { pageLayoutsApp } from './page-layouts/app'
import { uiElementsApp } from './ui/elements/app'
import { cardsApp } from './cards/app'
import { uiComponentsApp } from './ui/components/app'
import { chartsApp } from './charts/app'
import { extensionsApp } from './extensions/app'
import { formPagesApp } from './forms/pages/app'
import { tablesApp } from './tables/app'

/** Every area in menu order: the router, the menus and the crawl take it from here. */
export const areas: App[] = [
  dashboardApp,
  emailApp,
  chatApp,
  todoApp,
  calendarApp,
  kanbanApp,
  invoiceApp,
  ecommerceApp,
  userApp,
  authApp,
  accessControlApp,
  miscApp,
  pageLayoutsApp,
  uiElementsApp,
  cardsApp,
  uiComponentsApp,
  extensionsApp,
  chartsApp,
  formPagesApp,
  tablesApp
]
