// The routes `npm run bench:load` measures. Later issues add their heaviest routes here.
//
// `ready` is what "data on screen" means for the route: the first visible element matching it is the
// time to data. For a list page it is the first row of real data; for a page with no server data it
// is the main content, so the column still says when the page became usable.

/** @typedef {{ path: string, label: string, ready: string, signedIn: boolean }} BenchRoute */

/** @type {BenchRoute[]} */
export const routes = [
  { path: '/login', label: '/login', ready: '#login-email', signedIn: false },
  // The eCommerce dashboard: data on screen when the first chart is drawn.
  { path: '/', label: '/ (eCommerce)', ready: '.apexcharts-canvas', signedIn: true },
  { path: '/dashboard/analytics', label: 'analytics', ready: '.apexcharts-canvas', signedIn: true },
  {
    path: '/apps/invoice/list',
    label: 'invoice list',
    ready: '.rdt_TableBody .rdt_TableRow',
    signedIn: true
  },
  { path: '/apps/user/list', label: 'user list', ready: '.rdt_TableBody .rdt_TableRow', signedIn: true },
  { path: '/apps/ecommerce/shop', label: 'shop', ready: '.product-card', signedIn: true },
  { path: '/apps/kanban', label: 'kanban', ready: '.kanban-card', signedIn: true },
  { path: '/apps/todo', label: 'todo list', ready: '.todo-list .todo-item', signedIn: true },
  // The whole lucide set in a virtualised grid: usable when the first icon button shows.,
  { path: '/icons/lucide', label: 'icons', ready: '.icon-grid-button', signedIn: true },
  {
    path: '/components/auto-complete',
    label: 'auto-complete',
    ready: 'main [role="combobox"]',
    signedIn: true
  },
  { path: '/apps/calendar', label: 'calendar', ready: '.nl-calendar [class*="nl-event-"]', signedIn: true },
  { path: '/apps/email', label: 'email list', ready: '.nl-mail-row', signedIn: true }
]

/** A signed-in admin, stored as the app stores it (the mock checks tokens only with enforceAuth on). */
export const adminSession = {
  userData: {
    id: 1,
    fullName: 'Astrid Lindqvist',
    username: 'astrid.admin',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 3 }
  },
  accessToken: 'bench-access',
  refreshToken: 'bench-refresh'
}
