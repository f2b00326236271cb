import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [
  { id: 'open', label: 'Open', text: '14 tickets wait for a first answer.' },
  { id: 'pending', label: 'Pending', text: '3 tickets wait for the customer.' },
  { id: 'solved', label: 'Solved', text: '27 tickets solved today.' }
]

/** `justified`: the tabs share the full width equally. */
export default function TabsJustified() {
  const [active, setActive] = useState('open')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-justified'
  })
  return (
    <>
      <Nav tabs justified role="tablist">
        {tabs.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" className="w-100" {...tabList.tab(id)} active={active === id}>
              {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabs.map(({ id, text }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
