import type { Direction, Skin } from './fixtures'
import { routes, type CrawlRoute } from './routes'

export const desktop = { width: 1440, height: 900 }
export const phone = { width: 390, height: 844 }

export interface Combination {
  skin: Skin
  direction: Direction
  viewport: { width: number; height: number }
}

/** The main crawl's combination for the route at each index of the route list, in turn. */
export const crawlRotation: Combination[] = [
  { skin: 'light', direction: 'ltr', viewport: desktop },
  { skin: 'dark', direction: 'rtl', viewport: phone },
  { skin: 'dark', direction: 'ltr', viewport: desktop },
  { skin: 'light', direction: 'rtl', viewport: phone }
]

/** The Arabic walk opens each route in the other skin at the other width: with the crawl, axe sees both skins. */
export const arabicRotation = crawlRotation.map(({ skin, viewport }) => ({
  skin: skin === 'dark' ? ('light' as const) : ('dark' as const),
  viewport: viewport === desktop ? phone : desktop
}))

export type User = NonNullable<CrawlRoute['signedInAs']>

export interface Walk<C> {
  user: User
  combination: C
  routes: CrawlRoute[]
}

/**
 * Each user's routes dealt over the combinations by their place in the route list (the route at index i goes to
 * combination i mod n), one walk per user and combination, cut into even walks of at most `length` routes.
 */
export function dealRoutes<C>(
  rotation: readonly C[],
  { length = Infinity, skip = () => false }: { length?: number; skip?: (route: CrawlRoute) => boolean } = {}
): Walk<C>[] {
  return (['admin', 'anonymous', 'client'] as const).flatMap((user) =>
    rotation.flatMap((combination, turn) => {
      const dealt = routes.filter(
        (route, index) =>
          (route.signedInAs ?? 'admin') === user && index % rotation.length === turn && !skip(route)
      )
      // Walks of even length: 21 routes make three walks of seven, not two of ten and one of one.
      const size = Math.ceil(dealt.length / Math.ceil(dealt.length / length))
      const walks: Walk<C>[] = []
      for (let start = 0; start < dealt.length; start += size) {
        walks.push({ user, combination, routes: dealt.slice(start, start + size) })
      }
      return walks
    })
  )
}
