import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['overview', 'activity', 'settings']

/** Plain links in a row; the current one is `active` and marked with `aria-current`. */
export default function NavBasic() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('overview')
  return (
    <Nav aria-label={t('nav-component.sample.sections')}>
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
            {t(`nav-component.sample.${link}`)}
          </NavLink>
        </NavItem>
      ))}
      <NavItem>
        <NavLink disabled tag="span">
          {t('nav-component.sample.billing')}
        </NavLink>
      </NavItem>
    </Nav>
  )
}
