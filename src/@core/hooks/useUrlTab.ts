import { useSearchParams } from 'react-router-dom'
import { useTabs } from './useTabs'

/**
 * Tabs whose choice lives in the URL (`?tab=`), so a link or a reload opens the same tab. The first tab is the
 * default and leaves the URL plain; other parameters stay. A switch replaces the history entry unless `history` is
 * set, when Back and Forward move between the tabs opened.
 */
export function useUrlTab<Id extends string>(
  ids: readonly [Id, ...Id[]],
  prefix: string,
  { history = false }: { history?: boolean } = {}
) {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab')
  const active = ids.find((id) => id === wanted) ?? ids[0]
  const open = (id: Id) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === ids[0]) next.delete('tab')
        else next.set('tab', id)
        return next
      },
      { replace: !history }
    )
  return { active, tabList: useTabs({ ids, active, onSelect: open, prefix }) }
}
