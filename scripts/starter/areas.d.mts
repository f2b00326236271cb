export interface Area {
  name: string
  key: string
  dir: string
  paths: string[]
  core: boolean
}

export const areasFile: string
export function routePathsOf(source: string): string[]
export function readAreas(root: string): Area[]
export function keepInAreasFile(source: string, dropped: Pick<Area, 'name'>[]): string
