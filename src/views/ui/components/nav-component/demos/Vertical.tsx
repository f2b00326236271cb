import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink } from 'reactstrap'

const links = ['general', 'members', 'integrations', 'danger']

/** `vertical`: a stacked nav for a settings sidebar. */
export default function NavVertical() {
  const { t } = useTranslation('components')
  const [current, setCurrent] = useState('general')
  return (
    <Nav vertical pills aria-label={t('nav-component.sample.settings')} style={{ maxInlineSize: '14rem' }}>
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
            {t(`nav-component.sample.${link}`)}
          </NavLink>
        </NavItem>
      ))}
    </Nav>
  )
}
