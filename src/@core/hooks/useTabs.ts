import type { KeyboardEvent } from 'react'
import { arrowTarget } from './arrowTarget'

interface TabsOptions<Id extends string> {
  /** The tabs, in order. */
  ids: readonly Id[]
  active: Id
  onSelect: (id: Id) => void
  /** Makes the tabs' and panels' element ids unique on the page. */
  prefix: string
  /** A list drawn top to bottom: up and down move instead of left and right. */
  vertical?: boolean
}

/** WAI-ARIA tabs: the props of each tab and each panel. Arrows (arrowTarget: mirrored in RTL; up and down in a
 *  vertical list), Home and End select a tab and move the focus to it; only the selected tab is in
 *  the Tab order. */
export function useTabs<Id extends string>({
  ids,
  active,
  onSelect,
  prefix,
  vertical = false
}: TabsOptions<Id>) {
  const tabId = (id: Id) => `${prefix}-tab-${id}`
  const panelId = (id: Id) => `${prefix}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = arrowTarget(event, ids.indexOf(active), ids.length, vertical)
    if (next === undefined) return
    event.preventDefault()
    onSelect(ids[next])
    document.getElementById(tabId(ids[next]))?.focus()
  }

  return {
    tab: (id: Id) => ({
      role: 'tab',
      id: tabId(id),
      'aria-selected': id === active,
      'aria-controls': panelId(id),
      tabIndex: id === active ? 0 : -1,
      onClick: () => onSelect(id),
      onKeyDown
    }),
    panel: (id: Id) => ({ role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id) })
  }
}
