import { useState } from 'react'
import { BarChart3, Settings, Users } from 'lucide-react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [
  {
    id: 'stats',
    label: 'Statistics',
    Icon: BarChart3,
    text: '1,204 visits this week, 8 % more than last week.'
  },
  { id: 'team', label: 'Team', Icon: Users, text: 'Astrid, Mateo, Priya and 5 others.' },
  { id: 'setup', label: 'Settings', Icon: Settings, text: 'Reports are sent every Monday at 08:00.' }
]

/** An icon before each tab's label. */
export default function TabsWithIcons() {
  const [active, setActive] = useState('stats')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-withicons'
  })
  return (
    <>
      <Nav tabs role="tablist">
        {tabs.map(({ id, label, Icon }) => (
          <NavItem key={id} role="presentation">
            <NavLink
              tag="button"
              type="button"
              {...tabList.tab(id)}
              active={active === id}
              className="d-inline-flex align-items-center gap-2"
            >
              <Icon size={16} aria-hidden="true" /> {label}
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
