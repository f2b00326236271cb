// `ready` matches the first element of real data on screen: its time is the time to data. `rows` (list routes)
// matches every row of the list: the bench times the frame that paints the last row of the first page.

/** @typedef {{ path: string, label: string, ready: string, rows?: string, signedIn: boolean }} BenchRoute */

/** The first chart drawn, by the library or as our own SVG. */
const chartDrawn = '.apexcharts-canvas, .nl-chart svg'

/** @type {BenchRoute[]} */
export const routes = [
  { path: '/login', label: '/login', ready: '#login-email', signedIn: false },
  { path: '/', label: '/ (eCommerce)', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/analytics', label: 'analytics', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/crm', label: 'crm', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/academy', label: 'academy', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/saas', label: 'saas', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/logistics', label: 'logistics', ready: chartDrawn, signedIn: true },
  { path: '/dashboard/academy/course/1', label: 'academy course', ready: '.lesson-item', signedIn: true },
  {
    path: '/apps/invoice/list',
    label: 'invoice list',
    ready: '.rdt_TableBody .rdt_TableRow',
    rows: '.rdt_TableBody .rdt_TableRow',
    signedIn: true
  },
  {
    path: '/apps/user/list',
    label: 'user list',
    ready: '.rdt_TableBody .rdt_TableRow',
    rows: '.rdt_TableBody .rdt_TableRow',
    signedIn: true
  },
  {
    path: '/apps/ecommerce/shop',
    label: 'shop',
    ready: '.product-card',
    rows: '.product-card',
    signedIn: true
  },
  { path: '/apps/kanban', label: 'kanban', ready: '.kanban-card', rows: '.kanban-card', signedIn: true },
  {
    path: '/apps/todo',
    label: 'todo list',
    ready: '.todo-list .todo-item',
    rows: '.todo-list .todo-item',
    signedIn: true
  },
  { path: '/icons/lucide', label: 'icons', ready: '.icon-grid-button', signedIn: true },
  {
    path: '/components/auto-complete',
    label: 'auto-complete',
    ready: 'main [role="combobox"]',
    signedIn: true
  },
  { path: '/apps/calendar', label: 'calendar', ready: '.nl-calendar [class*="nl-event-"]', signedIn: true },
  { path: '/apps/email', label: 'email list', ready: '.nl-mail-row', rows: '.nl-mail-row', signedIn: true },
  {
    path: '/apps/permissions',
    label: 'permissions',
    ready: '.rdt_TableBody .rdt_TableRow',
    rows: '.rdt_TableBody .rdt_TableRow',
    signedIn: true
  },
  { path: '/pages/profile', label: 'profile', ready: 'article[aria-labelledby^="post-"]', signedIn: true },
  {
    path: '/datatables/basic',
    label: 'datatables basic',
    ready: '.rdt_TableBody .rdt_TableRow',
    rows: '.rdt_TableBody .rdt_TableRow',
    signedIn: true
  }
]

/** The mock checks tokens only with enforceAuth on. */
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

/** Issue 48's targets at 4x CPU, printed beside the figures: rows and blocking time are counted from our own paint. */
export const targets = {
  cpu: 4,
  /** The last row of the first page, at most this long after the first paint (list routes). */
  rowsAfterPaint: 300,
  /** Blocking time after the first paint until the page is quiet (the dashboards and the list routes). */
  tbt: 200,
  /** No task after the first paint longer than this (the same routes). */
  longAfterPaint: 100
}

/** The routes the blocking-time targets apply to. */
export const blockingTargeted = (route) =>
  Boolean(route.rows) || route.path === '/' || route.path.startsWith('/dashboard/')
