import { lazy, useState } from 'react'
import { Bell, CreditCard, Link2, Lock, User, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Nav, NavItem, TabContent, TabPane } from 'reactstrap'
import { OnceOpened } from '@core/components/OnceOpened'
import { useTabs } from '@core/hooks/useTabs'
import type { ManagedUser } from '../contract'
import { AccountTab } from './tabs/AccountTab'
import { BillingTab } from './tabs/BillingTab'
import { ConnectionsTab } from './tabs/ConnectionsTab'
import { NotificationsTab } from './tabs/NotificationsTab'

// Its password form loads when the tab is first shown.
const SecurityTab = lazy(() =>
  import('./tabs/SecurityTab').then((module) => ({ default: module.SecurityTab }))
)

type TabId = 'account' | 'security' | 'billing' | 'notifications' | 'connections'

const tabs: { id: TabId; icon: LucideIcon }[] = [
  { id: 'account', icon: User },
  { id: 'security', icon: Lock },
  { id: 'billing', icon: CreditCard },
  { id: 'notifications', icon: Bell },
  { id: 'connections', icon: Link2 }
]

/** A panel mounts when first shown and then stays, so demo edits survive a switch of tab. */
export function UserTabs({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('user')
  const [active, setActive] = useState<TabId>('account')
  const tabList = useTabs({ ids: tabs.map(({ id }) => id), active, onSelect: setActive, prefix: 'user' })

  return (
    <>
      <Nav pills className="user-tabs mb-4 flex-nowrap" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map(({ id, icon: Icon }) => (
          <NavItem key={id} role="presentation">
            <button
              type="button"
              {...tabList.tab(id)}
              className={`nav-link d-flex align-items-center gap-2 text-nowrap ${active === id ? 'active' : ''}`}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`tabs.${id}`)}
            </button>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {tabs.map(({ id }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <OnceOpened open={active === id}>
              <TabBody id={id} user={user} />
            </OnceOpened>
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
