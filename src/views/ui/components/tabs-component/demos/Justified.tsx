import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [{ id: 'open' }, { id: 'pending' }, { id: 'solved' }]

/** `justified`: the tabs share the full width equally. */
export default function TabsJustified() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('open')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-justified'
  })
  return (
    <>
      <Nav tabs justified role="tablist">
        {tabs.map(({ id }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" className="w-100" {...tabList.tab(id)} active={active === id}>
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
