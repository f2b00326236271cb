import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [
  { id: 'home', label: 'Home', text: 'Welcome back! Three projects changed since your last visit.' },
  { id: 'profile', label: 'Profile', text: 'Astrid Nyhus · Head of operations · Polaris Bakery' },
  { id: 'messages', label: 'Messages', text: 'No new messages. Enjoy the quiet.' }
]

/** Pills that switch panels: a tab list drawn as pills. */
export default function PillsBasic() {
  const [active, setActive] = useState('home')
  const tabList = useTabs({
    ids: panes.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'pills-basic'
  })
  return (
    <>
      <Nav pills role="tablist" className="mb-3">
        {panes.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" {...tabList.tab(id)} active={active === id}>
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
