import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'

const panes = [
  { id: 'home', label: 'Home', text: 'Welcome back! Three projects changed since your last visit.' },
  { id: 'profile', label: 'Profile', text: 'Astrid Nyhus · Head of operations · Polaris Bakery' },
  { id: 'messages', label: 'Messages', text: 'No new messages. Enjoy the quiet.' }
]

/** Pills that switch panels: a tab list drawn as pills. */
export default function PillsBasic() {
  const [active, setActive] = useState('home')
  return (
    <>
      <Nav pills role="tablist" className="mb-3">
        {panes.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" role="tab" id={`pills-${id}-tab`} aria-controls={`pills-${id}`} aria-selected={active === id} active={active === id} onClick={() => setActive(id)}>
              {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {panes.map(({ id, text }) => (
          <TabPane key={id} tabId={id} id={`pills-${id}`} role="tabpanel" aria-labelledby={`pills-${id}-tab`}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
