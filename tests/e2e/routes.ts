import { apps } from '@/views/apps'

/** The apps' screens come from their own declarations; the shell's pages are listed here. */
export interface CrawlRoute {
  path: string
  signedInAs?: 'admin' | 'client' | 'anonymous'
  heading?: string | RegExp
  text?: string | RegExp
  expectedFailures?: string[]
  /** Otherwise once, in a combination that rotates from route to route. */
  everyCombination?: boolean
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

// Screens full of charts: loading, drawing and axe's pass over their SVG take longer.
const slowPaths = new Set([
  '/dashboard/analytics',
  '/cards/analytics',
  '/cards/statistics',
  '/charts/apex',
  '/charts/recharts'
])

const appRoutes: CrawlRoute[] = apps
  .flatMap((app) => app.routes.map((route) => ({ path: route.example ?? route.path })))
  .map((route) => (slowPaths.has(route.path) ? { ...route, slow: true } : route))
  .filter((route) => !shellRoutes.some((shell) => shell.path === route.path))

export const routes: CrawlRoute[] = [
  ...shellRoutes.map((route) => ({ ...route, everyCombination: true })),
  ...authRoutes,
  ...appRoutes
]
