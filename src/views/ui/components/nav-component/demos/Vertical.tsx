import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['General', 'Members', 'Integrations', 'Danger zone']

/** `vertical`: a stacked nav for a settings sidebar. */
export default function NavVertical() {
  const [current, setCurrent] = useState('General')
  return (
    <Nav vertical pills aria-label="Settings" style={{ maxInlineSize: '14rem' }}>
      {links.map((link) => (
        <NavItem key={link}>
          <NavLink
            tag="button"
            type="button"
            className="w-100 text-start"
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
