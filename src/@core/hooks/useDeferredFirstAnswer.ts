import { useDeferredValue } from 'react'

/**
 * A query's first answer renders at transition priority: React renders it in slices while the loading state stays on
 * screen, so a tap or a keystroke is not kept waiting. Later answers (a refetch, an optimistic edit) render at once.
 */
export function useDeferredFirstAnswer<Q extends { data?: unknown }>(query: Q): Q {
  const deferred = useDeferredValue(query)
  return deferred.data === undefined && query.data !== undefined ? deferred : query
}
