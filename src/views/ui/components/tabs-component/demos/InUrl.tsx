import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [{ id: 'overview' }, { id: 'activity' }, { id: 'files' }]

/** The active tab in the URL (`?tab=`): a link or a reload opens the same tab. */
export default function TabsInUrl() {
  const { t } = useTranslation('components')
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab')
  const active = tabs.some(({ id }) => id === wanted) ? wanted! : tabs[0]!.id
  const open = (id: string) => {
    const next = new URLSearchParams(params)
    next.set('tab', id)
    setParams(next)
  }
  const tabList = useTabs({ ids: tabs.map(({ id }) => id), active, onSelect: open, prefix: 'tabs-inurl' })
  return (
    <>
      <Nav tabs role="tablist">
        {tabs.map(({ id }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" {...tabList.tab(id)} active={active === id}>
              {t(`tabs-component.sample.${id}.label`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabs.map(({ id }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{t(`tabs-component.sample.${id}.text`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
