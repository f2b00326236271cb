import { useMatches } from 'react-router-dom'
import type { LayoutMeta } from '../layouts/types'

export function useRouteMeta<T extends object = LayoutMeta>(): Partial<T> {
  const matches = useMatches()
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as Partial<T>))
}
