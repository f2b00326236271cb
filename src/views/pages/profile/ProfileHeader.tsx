import { useTranslation } from 'react-i18next'
import { Card, Nav, NavItem } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import type { useTabs } from '@core/hooks/useTabs'
import type { ProfileData } from './contract'
import { profileTabs, type ProfileTab } from './routes.contract'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataImage } from '@core/components/data-image/DataImage'

interface Props {
  header: ProfileData['header']
  active: ProfileTab
  tabList: ReturnType<typeof useTabs<ProfileTab>>
}

export function ProfileHeader({ header, active, tabList }: Props) {
  const { t } = useTranslation('profile')
  const demo = useDemoText('profile')
  return (
    <Card className="mb-4 overflow-hidden">
      {header.coverImg && <DataImage src={header.coverImg} alt="" className="profile-cover" />}
      <div className="px-3 px-md-4 pb-3">
        <div className="profile-identity d-flex flex-wrap align-items-end gap-3 mb-3">
          <Avatar name={header.username} src={header.avatar} size="xl" className="profile-avatar rounded" />
          <div className="min-w-0">
            <h2 className="h4 mb-0">{header.username}</h2>
            <p className="text-body-secondary mb-0">{demo('designation', header.designation)}</p>
          </div>
        </div>
        <Nav pills className="gap-1" role="tablist" aria-label={t('tabs.label')}>
          {profileTabs.map((tab) => (
            <NavItem key={tab} role="presentation">
              <button
                type="button"
                {...tabList.tab(tab)}
                aria-controls={tab === active ? tabList.tab(tab)['aria-controls'] : undefined}
                className={`nav-link text-nowrap ${tab === active ? 'active' : ''}`}
              >
                {t(`tabs.${tab}`)}
              </button>
            </NavItem>
          ))}
        </Nav>
      </div>
    </Card>
  )
}
