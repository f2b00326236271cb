import { useDeferredValue } from 'react'

const answered = Symbol('answered')

/**
 * A query's first answer renders at transition priority: React renders it in slices while the loading state stays on
 * screen, so a tap or a keystroke is not kept waiting. Later answers (a refetch, an optimistic edit) render at once.
 * Once answered, the deferred value stays one constant, so a refetch schedules no transition render at all: a stream
 * of them made React 18 drop a panel's closing update on a busy machine.
 */
export function useDeferredFirstAnswer<Q extends { data?: unknown }>(query: Q): Q {
  const deferred = useDeferredValue<Q | typeof answered>(query.data === undefined ? query : answered)
  return deferred !== answered && query.data !== undefined ? deferred : query
}
