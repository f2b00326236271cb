import { lazy, Suspense } from 'react'
import { Bell, Info, Link2, User, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Nav, NavItem, TabContent, TabPane } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useTabs } from '@core/hooks/useTabs'
import { useUrlTab } from '@core/list/useUrlTab'
import { useGetSettingsQuery } from './api'
import type { AccountSettings as Settings } from './contract'
import { settingsTabs, type SettingsTab } from './routes.contract'
import { GeneralTab } from './tabs/GeneralTab'
import { NotificationsTab } from './tabs/NotificationsTab'
import { SocialTab } from './tabs/SocialTab'

// Its country select, phone mask and date picker load with the tab, not with the first one.
const InfoTab = lazy(() => import('./tabs/InfoTab').then((module) => ({ default: module.InfoTab })))

const icons: Record<SettingsTab, LucideIcon> = {
  general: User,
  info: Info,
  social: Link2,
  notifications: Bell
}

// An uploaded picture stays on this account; a connection shows a picture only by its address.
const pictureAddress = (avatar: string) => (avatar.startsWith('data:') ? '' : avatar)

function TabBody({ tab, settings }: { tab: SettingsTab; settings: Settings }) {
  switch (tab) {
    case 'general':
      return <GeneralTab saved={settings.general} />
    case 'info':
      return (
        <Suspense fallback={<QueryState loading />}>
          <InfoTab saved={settings.info} />
        </Suspense>
      )
    case 'social':
      return (
        <SocialTab
          saved={settings.social}
          account={{ id: settings.general.username, img: pictureAddress(settings.general.avatar) }}
        />
      )
    case 'notifications':
      return <NotificationsTab saved={settings.notification} />
  }
}

/** One form at a time: a switch of tab with unsaved changes asks first, like leaving the page. */
export default function AccountSettings() {
  const { t } = useTranslation('settings')
  const { active, open } = useUrlTab(settingsTabs)
  const tabList = useTabs({ ids: settingsTabs, active, onSelect: open, prefix: 'settings' })
  const query = useGetSettingsQuery()
  const settings = query.data

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.pages') }]} />
      <Nav pills className="mb-4 gap-1" role="tablist" aria-label={t('tabs.label')}>
        {settingsTabs.map((tab) => {
          const Icon = icons[tab]
          return (
            <NavItem key={tab} role="presentation">
              <button
                type="button"
                {...tabList.tab(tab)}
                // The panel exists once the settings have loaded.
                aria-controls={tab === active && settings ? tabList.tab(tab)['aria-controls'] : undefined}
                className={`nav-link d-flex align-items-center gap-2 text-nowrap ${active === tab ? 'active' : ''}`}
              >
                <Icon size={16} aria-hidden="true" />
                {t(`tabs.${tab}`)}
              </button>
            </NavItem>
          )
        })}
      </Nav>
      <Card>
        <CardBody>
          {settings ? (
            <TabContent activeTab={active}>
              <TabPane tabId={active} {...tabList.panel(active)}>
                <TabBody tab={active} settings={settings} />
              </TabPane>
            </TabContent>
          ) : (
            <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
          )}
        </CardBody>
      </Card>
    </>
  )
}
