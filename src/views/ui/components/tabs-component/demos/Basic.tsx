import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [
  { id: 'details', label: 'Details', text: 'Wool throw, 130 × 170 cm, woven in Gudbrandsdalen.' },
  { id: 'reviews', label: 'Reviews', text: '4.8 out of 5 from 312 reviews.' },
  { id: 'shipping', label: 'Shipping', text: 'Free delivery over 500 kr; arrives in 2 to 4 days.' }
]

/** A tab list and its panels: `role="tab"`, `aria-selected` and `aria-controls` tie each tab to its panel. */
export default function TabsBasic() {
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
        {tabs.map(({ id, label }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" {...tabList.tab(id)} active={active === id}>
              {label}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active} className="pt-3">
        {tabs.map(({ id, text }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{text}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
