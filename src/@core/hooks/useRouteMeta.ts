import { useMatches } from 'react-router-dom'
import type { LayoutMeta } from '../layouts/types'

/** The merged `handle` of the matched routes, outermost first, innermost wins. */
export function useRouteMeta<T extends object = LayoutMeta>(): Partial<T> {
  const matches = useMatches()
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as Partial<T>))
}
