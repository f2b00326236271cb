import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [
  { id: 'today', label: 'Today', text: '8 orders, 2 returns.' },
  { id: 'week', label: 'This week', text: '54 orders, 6 returns.' },
  { id: 'month', label: 'This month', text: '231 orders, 19 returns.' }
]

/** `justified`: the pills share the full width equally. */
export default function PillsJustified() {
  const [active, setActive] = useState('today')
  const tabList = useTabs({
    ids: panes.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'pills-justified'
  })
  return (
    <>
      <Nav pills justified role="tablist" className="mb-3">
        {panes.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" className="w-100" {...tabList.tab(id)} active={active === id}>
              {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {panes.map(({ id, text }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
