import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['Profile', 'Security', 'Billing']

/** `tabs`: the nav drawn as tabs (for the panels they switch, see the Tabs page). */
export default function NavTabs() {
  const [current, setCurrent] = useState('Profile')
  return (
    <Nav tabs aria-label="Account">
      {links.map((link) => (
        <NavItem key={link}>
          <NavLink
            tag="button"
            type="button"
            active={link === current}
            aria-current={link === current ? 'page' : undefined}
            onClick={() => setCurrent(link)}
          >
            {link}
          </NavLink>
        </NavItem>
      ))}
    </Nav>
  )
}
