import type { RouteDef } from './route'
import { handlers as activity } from './apps/activity/handlers'
import { handlers as assistant } from './apps/assistant/handlers'
import { handlers as calendar } from './apps/calendar/handlers'
import { handlers as chat } from './apps/chat/handlers'
import { handlers as ecommerce } from './apps/ecommerce/handlers'
import { handlers as email } from './apps/email/handlers'
import { handlers as fileManager } from './apps/file-manager/handlers'
import { handlers as invoice } from './apps/invoice/handlers'
import { handlers as kanban } from './apps/kanban/handlers'
import { handlers as notifications } from './apps/notifications/handlers'
import { handlers as roles } from './apps/roles/handlers'
import { handlers as todo } from './apps/todo/handlers'
import { handlers as user } from './apps/user/handlers'
import { handlers as jwt } from './jwt/handlers'
import { handlers as accountSettings } from './pages/account-settings/handlers'
import { handlers as apiKey } from './pages/api-key/handlers'
import { handlers as autocomplete } from './pages/autocomplete/handlers'
import { handlers as blog } from './pages/blog/handlers'
import { handlers as cards } from './pages/cards/handlers'
import { handlers as crmDashboard } from './pages/crm-dashboard/handlers'
import { handlers as academyDashboard } from './pages/academy-dashboard/handlers'
import { handlers as datatables } from './pages/datatables/handlers'
import { handlers as extensions } from './pages/extensions/handlers'
import { handlers as help } from './pages/help/handlers'
import { handlers as logisticsDashboard } from './pages/logistics-dashboard/handlers'
import { handlers as profile } from './pages/profile/handlers'
import { handlers as saasDashboard } from './pages/saas-dashboard/handlers'
import { handlers as search } from './pages/search/handlers'
import { handlers as select } from './pages/select/handlers'
import { handlers as views } from './views/handlers'

// Every area's handler list, named once (sign-in first, then folder order, as docs/api.md lists the areas): the HTTP
// server, the API docs and the tests register it; the app's mock loads the same folders one by one (areas.ts).
export const allHandlers: RouteDef[] = [
  ...jwt,
  ...calendar,
  ...chat,
  ...ecommerce,
  ...email,
  ...fileManager,
  ...invoice,
  ...kanban,
  ...roles,
  ...todo,
  ...user,
  ...accountSettings,
  ...apiKey,
  ...autocomplete,
  ...blog,
  ...cards,
  ...crmDashboard,
  ...academyDashboard,
  ...datatables,
  ...extensions,
  ...help,
  ...logisticsDashboard,
  ...profile,
  ...saasDashboard,
  ...search,
  ...select,
  ...views,
  ...assistant,
  // Last: the log of what the calls above changed, and what they told each user.
  ...activity,
  ...notifications
]
