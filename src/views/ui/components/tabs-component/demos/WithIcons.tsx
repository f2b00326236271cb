import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { BarChart3, Settings, Users } from 'lucide-react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [
  {
    id: 'stats',
    Icon: BarChart3
  },
  { id: 'team', Icon: Users },
  { id: 'setup', Icon: Settings }
]

/** An icon before each tab's label. */
export default function TabsWithIcons() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('stats')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-withicons'
  })
  return (
    <>
      <Nav tabs role="tablist">
        {tabs.map(({ id, Icon }) => (
          <NavItem key={id} role="presentation">
            <NavLink
              tag="button"
              type="button"
              {...tabList.tab(id)}
              active={active === id}
              className="d-inline-flex align-items-center gap-2"
            >
              <Icon size={16} aria-hidden="true" /> {t(`tabs-component.sample.${id}.label`)}
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
