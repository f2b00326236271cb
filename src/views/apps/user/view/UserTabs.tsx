import { useState, type KeyboardEvent } from 'react'
import { Bell, CreditCard, Link2, Lock, User, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Nav, NavItem, TabContent, TabPane } from 'reactstrap'
import type { ManagedUser } from '../contract'
import { AccountTab } from './tabs/AccountTab'
import { BillingTab } from './tabs/BillingTab'
import { ConnectionsTab } from './tabs/ConnectionsTab'
import { NotificationsTab } from './tabs/NotificationsTab'
import { SecurityTab } from './tabs/SecurityTab'

type TabId = 'account' | 'security' | 'billing' | 'notifications' | 'connections'

const tabs: { id: TabId; icon: LucideIcon }[] = [
  { id: 'account', icon: User },
  { id: 'security', icon: Lock },
  { id: 'billing', icon: CreditCard },
  { id: 'notifications', icon: Bell },
  { id: 'connections', icon: Link2 }
]

/** WAI-ARIA tabs: arrows (mirrored in RTL), Home and End move between tabs; only the active
 *  tab is in the Tab order. Every panel stays mounted, so demo edits survive a switch of tab. */
export function UserTabs({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('user')
  const [active, setActive] = useState<TabId>('account')

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -tabs.length, End: tabs.length }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const current = tabs.findIndex((tab) => tab.id === active)
    const next = Math.abs(step) > 1 ? (step < 0 ? 0 : tabs.length - 1) : (current + step + tabs.length) % tabs.length
    setActive(tabs[next].id)
    document.getElementById(`user-tab-${tabs[next].id}`)?.focus()
  }

  return (
    <>
      <Nav pills className="user-tabs mb-4 flex-nowrap" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map(({ id, icon: Icon }) => (
          <NavItem key={id} role="presentation">
            <button
              type="button"
              id={`user-tab-${id}`}
              role="tab"
              aria-selected={active === id}
              aria-controls={`user-panel-${id}`}
              tabIndex={active === id ? 0 : -1}
              className={`nav-link d-flex align-items-center gap-2 text-nowrap ${active === id ? 'active' : ''}`}
              onClick={() => setActive(id)}
              onKeyDown={onKeyDown}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`tabs.${id}`)}
            </button>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {tabs.map(({ id }) => (
          <TabPane key={id} tabId={id} id={`user-panel-${id}`} role="tabpanel" aria-labelledby={`user-tab-${id}`}>
            <TabBody id={id} user={user} />
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}

function TabBody({ id, user }: { id: TabId; user: ManagedUser }) {
  switch (id) {
    case 'account':
      return <AccountTab />
    case 'security':
      return <SecurityTab />
    case 'billing':
      return <BillingTab user={user} />
    case 'notifications':
      return <NotificationsTab />
    case 'connections':
      return <ConnectionsTab />
  }
}
