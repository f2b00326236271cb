import type { KeyboardEvent } from 'react'
import { arrowTarget } from './arrowTarget'

interface TabsOptions<Id extends string> {
  ids: readonly Id[]
  active: Id
  onSelect: (id: Id) => void
  prefix: string
  vertical?: boolean
}

/** Only the selected tab is in the Tab order; arrows and Home/End move the selection and the focus. */
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
