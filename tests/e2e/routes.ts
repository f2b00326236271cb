import { apps } from '@/views/apps'

/** The routes the crawl visits (tests/e2e/crawl.spec.ts). The apps' screens come from their own
 *  declarations; the shell's pages are listed here.
 *
 *  - `signedInAs`: the crawl starts signed in as admin unless the route says otherwise.
 *  - `heading`: the page's <h1> text (string, or RegExp for dynamic titles). When omitted the
 *    crawl only checks that the page has a visible, non-empty h1.
 *  - `text`: some other text that must be visible (for pages without an h1, or as an extra check).
 *  - `expectedFailures`: URL substrings whose failed requests / >= 400 responses are expected on
 *    this route (e.g. an API call the page makes to show an error state). */
export interface CrawlRoute {
  path: string
  /** Who opens the page: a demo user (default 'admin', who may open everything) or nobody. */
  signedInAs?: 'admin' | 'client' | 'anonymous'
  heading?: string | RegExp
  text?: string | RegExp
  expectedFailures?: string[]
  /** Crawl in all 8 skin x direction x width combinations (the shell's own pages); otherwise once,
   *  in a combination that rotates from route to route (axe then checks both skins). */
  everyCombination?: boolean
  /** A heavy page (many charts): the crawl gives it three times the usual time. */
  slow?: boolean
}

const shellRoutes: CrawlRoute[] = [
  { path: '/', heading: 'eCommerce Dashboard', slow: true },
  { path: '/misc/coming-soon', signedInAs: 'anonymous', heading: 'We are launching soon' },
  { path: '/misc/not-authorized', signedInAs: 'anonymous', heading: 'You are not authorized' },
  { path: '/misc/maintenance', signedInAs: 'anonymous', heading: 'Under maintenance' },
  { path: '/misc/error', signedInAs: 'anonymous', heading: 'Page not found' },
  { path: '/page-layout/collapse-menu', heading: 'Collapsed Menu' },
  { path: '/page-layout/layout-boxed', heading: 'Boxed Layout' },
  { path: '/page-layout/without-menu', heading: 'Without Menu' },
  { path: '/page-layout/layout-empty', heading: 'Layout Empty' },
  { path: '/page-layout/layout-blank', heading: 'Layout Blank' },
  // An unknown path renders the 404 page.
  { path: '/no-such-page', signedInAs: 'anonymous', heading: 'Page not found' }
]

const authRoutes: CrawlRoute[] = [
  { path: '/login', signedInAs: 'anonymous', heading: 'Welcome to Nordlight' },
  { path: '/register', signedInAs: 'anonymous', heading: 'Your journey starts here' },
  { path: '/forgot-password', signedInAs: 'anonymous', heading: 'Forgot your password?' },
  ...(
    [
      ['login', 'Welcome to Nordlight'],
      ['register', 'Your journey starts here'],
      ['forgot-password', 'Forgot your password?'],
      ['reset-password', 'Choose a new password'],
      ['verify-email', 'Verify your email'],
      ['two-steps', 'Two-step verification']
    ] as const
  ).flatMap(([page, heading]) =>
    (['basic', 'cover'] as const).map((variant): CrawlRoute => ({
      path: `/pages/${page}-${variant}`,
      signedInAs: 'anonymous',
      heading
    }))
  ),
  { path: '/access-control', signedInAs: 'client', heading: 'Access Control' }
]

// Every screen each app declares (src/views/apps/index.ts), at its example URL when it has params.
// Screens full of charts: loading, drawing and axe's pass over their SVG take longer.
const slowPaths = new Set([
  '/dashboard/analytics',
  '/cards/analytics',
  '/cards/statistics',
  '/charts/apex',
  '/charts/recharts'
])

// A screen the shell lists above (the dashboard at '/') is crawled once, as the shell says.
const appRoutes: CrawlRoute[] = apps
  .flatMap((app) => app.routes.map((route) => ({ path: route.example ?? route.path })))
  .map((route) => (slowPaths.has(route.path) ? { ...route, slow: true } : route))
  .filter((route) => !shellRoutes.some((shell) => shell.path === route.path))

export const routes: CrawlRoute[] = [
  ...shellRoutes.map((route) => ({ ...route, everyCombination: true })),
  ...authRoutes,
  ...appRoutes
]
