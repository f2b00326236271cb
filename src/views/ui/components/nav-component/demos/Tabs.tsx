import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['profile', 'security', 'billing']

/** `tabs`: the nav drawn as tabs (for the panels they switch, see the Tabs page). */
export default function NavTabs() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('profile')
  return (
    <Nav tabs aria-label={t('nav-component.sample.account')}>
      {links.map((link) => (
        <NavItem key={link}>
          <NavLink
            tag="button"
            type="button"
            active={link === current}
            aria-current={link === current ? 'page' : undefined}
            onClick={() => setCurrent(link)}
          >
            {t(`nav-component.sample.${link}`)}
          </NavLink>
        </NavItem>
      ))}
    </Nav>
  )
}
