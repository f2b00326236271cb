import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['Day', 'Week', 'A much longer month view']

/** `justified`: items share the width equally; `fill` gives each the width of its text plus an equal share. */
export default function NavJustified() {
  const [current, setCurrent] = useState('Day')
  const items = (
    <>
      {links.map((link) => (
        <NavItem key={link}>
          <NavLink
            tag="button"
            type="button"
            className="w-100"
            active={link === current}
            aria-current={link === current ? 'page' : undefined}
            onClick={() => setCurrent(link)}
          >
            {link}
          </NavLink>
        </NavItem>
      ))}
    </>
  )
  return (
    <div className="d-grid gap-3">
      <Nav pills justified aria-label="Justified view">
        {items}
      </Nav>
      <Nav tabs fill aria-label="Filled view">
        {items}
      </Nav>
    </div>
  )
}
