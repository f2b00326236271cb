export function routeBytes(
  dist: string
): (src: string | null) => { own: number | null; firstLoad: number | null }
