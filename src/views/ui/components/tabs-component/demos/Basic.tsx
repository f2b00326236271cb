import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [{ id: 'details' }, { id: 'reviews' }, { id: 'shipping' }]

/** A tab list and its panels: `role="tab"`, `aria-selected` and `aria-controls` tie each tab to its panel. */
export default function TabsBasic() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('details')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-basic'
  })
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
