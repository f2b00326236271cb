import type { AppRoute } from '@core/app/defineApp'
import { areas } from '@/views/areas'

/** The routes the crawl visits, from the areas' registrations. */
export interface CrawlRoute {
  path: string
  /** The title key of its screen (the tab's title). */
  title?: string
  signedInAs?: 'admin' | 'client' | 'anonymous'
  heading?: string | RegExp
  text?: string | RegExp
  expectedFailures?: string[]
  /** In both directions at both widths; otherwise once, in a combination that rotates from route to route. */
  everyCombination?: boolean
  slow?: boolean
}

// The home dashboard shows the whole shell: it is crawled in both directions at both widths.
const isShell = (title = '') => title === 'dashboard:titles.ecommerce'

// The <h1> a page must show, by its title key (other pages need a visible, non-empty one).
const headings: Record<string, string> = {
  'dashboard:titles.ecommerce': 'eCommerce Dashboard',
  'common:misc.comingSoon.title': 'We are launching soon',
  'common:misc.notAuthorized.title': 'You are not authorized',
  'common:misc.maintenance.title': 'Under maintenance',
  'common:misc.error.title': 'Page not found',
  'pageLayouts:collapseMenu.title': 'Collapsed Menu',
  'pageLayouts:layoutBoxed.title': 'Boxed Layout',
  'pageLayouts:withoutMenu.title': 'Without Menu',
  'pageLayouts:layoutEmpty.title': 'Layout Empty',
  'pageLayouts:layoutBlank.title': 'Layout Blank',
  'auth:titles.login': 'Welcome to Nordlight',
  'auth:titles.loginBasic': 'Welcome to Nordlight',
  'auth:titles.loginCover': 'Welcome to Nordlight',
  'auth:titles.register': 'Your journey starts here',
  'auth:titles.registerBasic': 'Your journey starts here',
  'auth:titles.registerCover': 'Your journey starts here',
  'auth:titles.forgotPassword': 'Forgot your password?',
  'auth:titles.forgotPasswordBasic': 'Forgot your password?',
  'auth:titles.forgotPasswordCover': 'Forgot your password?',
  'auth:titles.resetPasswordBasic': 'Choose a new password',
  'auth:titles.resetPasswordCover': 'Choose a new password',
  'auth:titles.verifyEmailBasic': 'Verify your email',
  'auth:titles.verifyEmailCover': 'Verify your email',
  'auth:titles.twoStepsBasic': 'Two-step verification',
  'auth:titles.twoStepsCover': 'Two-step verification',
  'auth:titles.accessControl': 'Access Control'
}

// Screens full of charts or pictures: loading, drawing and axe's pass over their SVG take longer.
const slowTitles = new Set([
  'dashboard:titles.ecommerce',
  'dashboard:titles.analytics',
  'cards:titles.analytics',
  'cards:titles.statistics',
  'charts:apex.title',
  'charts:recharts.title',
  'user:titles.list',
  'formPages:wizard.title',
  'formPages:form-validation.title',
  'tables:reactstrap.title',
  'tables:datatables-basic.title',
  'tables:datatables-advance.title',
  'profile:title'
])

function signedInAs(route: AppRoute): CrawlRoute['signedInAs'] {
  if (route.meta?.publicRoute || route.meta?.restricted) return 'anonymous'
  // The client's own page: the admin's visit is covered by the menu and keyboard specs.
  if (route.meta?.resource === 'ACL') return 'client'
  return undefined
}

// Every screen every area declares (src/views/areas.ts), at its example URL when it has params.
const areaRoutes: CrawlRoute[] = areas
  .flatMap((area) => area.routes)
  .map((route) => {
    const title = route.meta?.title ?? ''
    return {
      path: route.example ?? route.path,
      ...(title && { title }),
      ...(signedInAs(route) && { signedInAs: signedInAs(route) }),
      ...(headings[title] && { heading: headings[title] }),
      ...(slowTitles.has(title) && { slow: true }),
      ...(isShell(title) && { everyCombination: true })
    }
  })

export const routes: CrawlRoute[] = [
  ...areaRoutes,
  // An unknown path renders the 404 page.
  { path: '/no-such-page', signedInAs: 'anonymous', heading: 'Page not found' }
]
