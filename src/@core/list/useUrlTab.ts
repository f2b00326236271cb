import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

interface UrlTabOptions {
  /** The query parameter holding the tab. */
  param?: string
  /** A switch of tab replaces the history entry rather than adding one Back must step through. */
  replace?: boolean
}

/** The open tab lives in the URL (`?tab=`): a link or a reload opens it; the first tab keeps a plain URL. */
export function useUrlTab<Id extends string>(
  ids: readonly [Id, ...Id[]],
  { param = 'tab', replace = true }: UrlTabOptions = {}
) {
  const [params, setParams] = useSearchParams()
  const wanted = params.get(param)
  const active = ids.find((id) => id === wanted) ?? ids[0]
  const first = ids[0]
  const open = useCallback(
    (id: Id) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (id === first) next.delete(param)
          else next.set(param, id)
          return next
        },
        { replace }
      ),
    [setParams, first, param, replace]
  )
  return { active, open }
}
