import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [{ id: 'today' }, { id: 'week' }, { id: 'month' }]

/** `justified`: the pills share the full width equally. */
export default function PillsJustified() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('today')
  const tabList = useTabs({
    ids: panes.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'pills-justified'
  })
  return (
    <>
      <Nav pills justified role="tablist" className="mb-3">
        {panes.map(({ id }) => (
          <NavItem key={id} role="presentation">
            <NavLink tag="button" type="button" className="w-100" {...tabList.tab(id)} active={active === id}>
              {t(`pills-component.sample.${id}.label`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {panes.map(({ id }) => (
          <TabPane key={id} tabId={id} {...tabList.panel(id)}>
            <p className="mb-0">{t(`pills-component.sample.${id}.text`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
