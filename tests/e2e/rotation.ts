import type { Direction, Skin } from './fixtures'

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
