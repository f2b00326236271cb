import { useState } from 'react'
import { BarChart3, Settings, Users } from 'lucide-react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'

const tabs = [
  { id: 'stats', label: 'Statistics', Icon: BarChart3, text: '1,204 visits this week, 8 % more than last week.' },
  { id: 'team', label: 'Team', Icon: Users, text: 'Astrid, Mateo, Priya and 5 others.' },
  { id: 'setup', label: 'Settings', Icon: Settings, text: 'Reports are sent every Monday at 08:00.' }
]

/** An icon before each tab's label. */
export default function TabsWithIcons() {
  const [active, setActive] = useState('stats')
  return (
    <>
      <Nav tabs role="tablist">
        {tabs.map(({ id, label, Icon }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" role="tab" id={`tab-icon-${id}`} aria-controls={`tabpanel-icon-${id}`} aria-selected={active === id} active={active === id} onClick={() => setActive(id)} className="d-inline-flex align-items-center gap-2">
              <Icon size={16} aria-hidden="true" /> {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabs.map(({ id, text }) => (
          <TabPane key={id} tabId={id} id={`tabpanel-icon-${id}`} role="tabpanel" aria-labelledby={`tab-icon-${id}`}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
