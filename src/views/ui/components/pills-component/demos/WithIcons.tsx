import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Bell, CreditCard, User } from 'lucide-react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [
  { id: 'account', Icon: User },
  {
    id: 'billing',
    Icon: CreditCard
  },
  { id: 'alerts', Icon: Bell }
]

/** An icon before each pill's label. */
export default function PillsWithIcons() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('account')
  const tabList = useTabs({
    ids: panes.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'pills-withicons'
  })
  return (
    <>
      <Nav pills role="tablist" className="mb-3">
        {panes.map(({ id, Icon }) => (
          <NavItem key={id} role="presentation">
            <NavLink
              tag="button"
              type="button"
              {...tabList.tab(id)}
              active={active === id}
              className="d-inline-flex align-items-center gap-2"
            >
              <Icon size={16} aria-hidden="true" /> {t(`pills-component.sample.${id}.label`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {panes.map(({ id }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{t(`pills-component.sample.${id}.text`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
