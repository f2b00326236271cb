import type { App } from '@core/app/defineApp'
import { dashboardApp } from './dashboard/app'
import { crmDashboardApp } from './dashboard/crm/app'
import { academyDashboardApp } from './dashboard/academy/app'
import { saasDashboardApp } from './dashboard/saas/app'
import { logisticsDashboardApp } from './dashboard/logistics/app'
import { emailApp } from './apps/email/app'
import { chatApp } from './apps/chat/app'
import { todoApp } from './apps/todo/app'
import { calendarApp } from './apps/calendar/app'
import { kanbanApp } from './apps/kanban/app'
import { fileManagerApp } from './apps/file-manager/app'
import { invoiceApp } from './apps/invoice/app'
import { ecommerceApp } from './apps/ecommerce/app'
import { userApp } from './apps/user/app'
import { rolesApp } from './apps/roles/app'
import { activityApp } from './apps/activity/app'
import { assistantApp } from './apps/assistant/app'
import { authApp } from './pages/auth/app'
import { licenseApp } from './pages/license/app'
import { apiKeyApp } from './pages/api-key/app'
import { modalExamplesApp } from './pages/modal-examples/app'
import { blogApp } from './pages/blog/app'
import { accessControlApp } from './access-control/app'
import { accountSettingsApp } from './pages/account-settings/app'
import { profileApp } from './pages/profile/app'
import { notificationsApp } from './pages/notifications/app'
import { miscApp } from './misc/app'
import { pageLayoutsApp } from './page-layouts/app'
import { uiElementsApp } from './ui/elements/app'
import { cardsApp } from './cards/app'
import { uiComponentsApp } from './ui/components/app'
import { chartsApp } from './charts/app'
import { formElementsApp } from './forms/elements/app'
import { extensionsApp } from './extensions/app'
import { formPagesApp } from './forms/pages/app'
import { tablesApp } from './tables/app'
import { helpApp } from './pages/help/app'
import { qualityApp } from './quality/app'

/** Every area in menu order: the router, the menus and the crawl take it from here. */
export const areas: App[] = [
  dashboardApp,
  crmDashboardApp,
  academyDashboardApp,
  saasDashboardApp,
  logisticsDashboardApp,
  emailApp,
  chatApp,
  todoApp,
  calendarApp,
  kanbanApp,
  fileManagerApp,
  invoiceApp,
  ecommerceApp,
  userApp,
  rolesApp,
  activityApp,
  assistantApp,
  authApp,
  licenseApp,
  apiKeyApp,
  modalExamplesApp,
  blogApp,
  accessControlApp,
  accountSettingsApp,
  profileApp,
  notificationsApp,
  miscApp,
  pageLayoutsApp,
  uiElementsApp,
  cardsApp,
  uiComponentsApp,
  extensionsApp,
  chartsApp,
  formElementsApp,
  formPagesApp,
  tablesApp,
  helpApp,
  qualityApp
]
