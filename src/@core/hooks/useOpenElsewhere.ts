import { useEffect, useState } from 'react'
import { hearTabs, tellTabs } from '@/utility/tabChannel'

/**
 * Whether another tab of this browser has the same record open (`user:12`). Each tab says so as it opens the record
 * and answers a newcomer; it says it left as the record closes or the page goes away.
 */
export function useOpenElsewhere(record: string): boolean {
  const [tabs, setTabs] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    const change = (tab: string, here: boolean) =>
      setTabs((now) => {
        if (now.has(tab) === here) return now
        const next = new Set(now)
        if (here) next.add(tab)
        else next.delete(tab)
        return next
      })
    const stop = hearTabs((message) => {
      if (message.record !== record) return
      change(message.tab, message.kind !== 'closed')
      if (message.kind === 'open') tellTabs({ kind: 'here', record })
    })
    const leave = () => tellTabs({ kind: 'closed', record })
    tellTabs({ kind: 'open', record })
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
      stop()
      setTabs(new Set())
    }
  }, [record])
  return tabs.size > 0
}
