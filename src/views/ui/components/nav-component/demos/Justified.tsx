import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['day', 'week', 'longMonth']

/** `justified`: items share the width equally; `fill` gives each the width of its text plus an equal share. */
export default function NavJustified() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('day')
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
            {t(`nav-component.sample.${link}`)}
          </NavLink>
        </NavItem>
      ))}
    </>
  )
  return (
    <div className="d-grid gap-3">
      <Nav pills justified aria-label={t('nav-component.sample.justified')}>
        {items}
      </Nav>
      <Nav tabs fill aria-label={t('nav-component.sample.filled')}>
        {items}
      </Nav>
    </div>
  )
}
