import { useState } from 'react'
import { Col, Nav, NavItem, NavLink, Row, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [
  { id: 'march', label: 'March', text: 'Revenue 84,300 kr, 212 orders.' },
  { id: 'april', label: 'April', text: 'Revenue 91,050 kr, 236 orders.' },
  { id: 'may', label: 'May', text: 'Revenue 102,700 kr, 254 orders.' }
]

/** Tabs stacked beside their panel. */
export default function TabsVertical() {
  const [active, setActive] = useState('march')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-vertical',
    vertical: true
  })
  return (
    <Row className="g-3">
      <Col sm={4} md={3}>
        <Nav pills vertical role="tablist" aria-orientation="vertical">
          {tabs.map(({ id, label }) => (
            <NavItem key={id} role="presentation">
              <NavLink
                tag="button"
                type="button"
                className="w-100 text-start"
                {...tabList.tab(id)}
                active={active === id}
              >
                {label}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      </Col>
      <Col sm={8} md={9}>
        <TabContent activeTab={active}>
          {tabs.map(({ id, text }) => (
            <TabPane key={id} tabId={id} {...tabList.panel(id)}>
              <p className="mb-0">{text}</p>
            </TabPane>
          ))}
        </TabContent>
      </Col>
    </Row>
  )
}
