import { useState } from 'react'
import { Bell, CreditCard, User } from 'lucide-react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [
  { id: 'account', label: 'Account', Icon: User, text: 'Your name, photo and language.' },
  {
    id: 'billing',
    label: 'Billing',
    Icon: CreditCard,
    text: 'Plan: Team, renews on 1 March. Card ending 4417.'
  },
  { id: 'alerts', label: 'Notifications', Icon: Bell, text: 'E-mail me about mentions and weekly summaries.' }
]

/** An icon before each pill's label. */
export default function PillsWithIcons() {
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
        {panes.map(({ id, label, Icon }) => (
          <NavItem key={id} role="presentation">
            <NavLink
              tag="button"
              type="button"
              {...tabList.tab(id)}
              active={active === id}
              className="d-inline-flex align-items-center gap-2"
            >
              <Icon size={16} aria-hidden="true" /> {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {panes.map(({ id, text }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
