import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['All', 'Unread', 'Starred']

/** `pills`: the current link filled with the primary colour. */
export default function NavPills() {
  const [current, setCurrent] = useState('All')
  return (
    <Nav pills aria-label="Filter messages">
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
