import { useTranslation } from 'react-i18next'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useUrlTab } from '@core/hooks/useUrlTab'

const tabIds = ['overview', 'activity', 'files'] as const

/** The active tab in the URL (`?tab=`): a link or a reload opens the same tab. */
export default function TabsInUrl() {
  const { t } = useTranslation('components')
  const { active, tabList } = useUrlTab(tabIds, 'tabs-inurl', { history: true })
  return (
    <>
      <Nav tabs role="tablist">
        {tabIds.map((id) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" {...tabList.tab(id)} active={active === id}>
              {t(`tabs-component.sample.${id}.label`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabIds.map((id) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{t(`tabs-component.sample.${id}.text`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
