import { useTranslation } from 'react-i18next'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'
import { useUrlTab } from '@core/list/useUrlTab'

const ids = ['overview', 'activity', 'files'] as const

/** The active tab in the URL (`?tab=`): a link or a reload opens the same tab. */
export default function TabsInUrl() {
  const { t } = useTranslation('components')
  // Each tab is a history entry here, so Back returns to the tab before.
  const { active, open } = useUrlTab(ids, { replace: false })
  const tabList = useTabs({ ids, active, onSelect: open, prefix: 'tabs-inurl' })
  return (
    <>
      <Nav tabs role="tablist">
        {ids.map((id) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" {...tabList.tab(id)} active={active === id}>
              {t(`tabs-component.sample.${id}.label`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {ids.map((id) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{t(`tabs-component.sample.${id}.text`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
