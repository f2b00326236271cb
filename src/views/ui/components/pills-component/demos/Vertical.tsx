import { useState } from 'react'
import { Col, Nav, NavItem, NavLink, Row, TabContent, TabPane } from 'reactstrap'

const panes = [
  { id: 'general', label: 'General', text: 'Workspace name, URL and time zone.' },
  { id: 'members', label: 'Members', text: '12 members, 3 pending invitations.' },
  { id: 'security', label: 'Security', text: 'Single sign-on is on; sessions expire after 12 hours.' }
]

/** Pills stacked beside their panel: settings pages. */
export default function PillsVertical() {
  const [active, setActive] = useState('general')
  return (
    <Row className="g-3">
      <Col md={4}>
        <Nav pills vertical role="tablist" aria-orientation="vertical">
          {panes.map(({ id, label }) => (
            <NavItem key={id} role="presentation">
              <NavLink tag="button" type="button" role="tab" className="w-100 text-start" id={`pills-v-${id}-tab`} aria-controls={`pills-v-${id}`} aria-selected={active === id} active={active === id} onClick={() => setActive(id)}>
                {label}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      </Col>
      <Col md={8}>
        <TabContent activeTab={active}>
          {panes.map(({ id, text }) => (
            <TabPane key={id} tabId={id} id={`pills-v-${id}`} role="tabpanel" aria-labelledby={`pills-v-${id}-tab`}>
              <p className="mb-0">{text}</p>
            </TabPane>
          ))}
        </TabContent>
      </Col>
    </Row>
  )
}
