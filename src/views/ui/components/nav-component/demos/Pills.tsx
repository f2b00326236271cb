import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['all', 'unread', 'starred']

/** `pills`: the current link filled with the primary colour. */
export default function NavPills() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('all')
  return (
    <Nav pills aria-label={t('nav-component.sample.filter')}>
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
