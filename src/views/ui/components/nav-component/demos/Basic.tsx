import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['Overview', 'Activity', 'Settings']

/** Plain links in a row; the current one is `active` and marked with `aria-current`. */
export default function NavBasic() {
  const [current, setCurrent] = useState('Overview')
  return (
    <Nav aria-label="Project sections">
      {links.map((link) => (
        <NavItem key={link}>
          <NavLink
            tag="button"
            type="button"
            className="btn btn-link"
            active={link === current}
            aria-current={link === current ? 'page' : undefined}
            onClick={() => setCurrent(link)}
          >
            {link}
          </NavLink>
        </NavItem>
      ))}
      <NavItem>
        <NavLink disabled tag="span">
          Billing
        </NavLink>
      </NavItem>
    </Nav>
  )
}
