import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'

const tabs = [
  { id: 'open', label: 'Open', text: '14 tickets wait for a first answer.' },
  { id: 'pending', label: 'Pending', text: '3 tickets wait for the customer.' },
  { id: 'solved', label: 'Solved', text: '27 tickets solved today.' }
]

/** `justified`: the tabs share the full width equally. */
export default function TabsJustified() {
  const [active, setActive] = useState('open')
  return (
    <>
      <Nav tabs justified role="tablist">
        {tabs.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" role="tab" className="w-100" id={`tab-j-${id}`} aria-controls={`tabpanel-j-${id}`} aria-selected={active === id} active={active === id} onClick={() => setActive(id)}>
              {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabs.map(({ id, text }) => (
          <TabPane key={id} tabId={id} id={`tabpanel-j-${id}`} role="tabpanel" aria-labelledby={`tab-j-${id}`}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
