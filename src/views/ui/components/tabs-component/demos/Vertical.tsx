import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Col, Nav, NavItem, NavLink, Row, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const tabs = [{ id: 'march' }, { id: 'april' }, { id: 'may' }]

/** Tabs stacked beside their panel. */
export default function TabsVertical() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('march')
  const tabList = useTabs({
    ids: tabs.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'tabs-vertical',
    vertical: true
  })
  return (
    <Row className="g-3">
      <Col sm={4} md={3}>
        <Nav pills vertical role="tablist" aria-orientation="vertical">
          {tabs.map(({ id }) => (
            <NavItem key={id} role="presentation">
              <NavLink
                tag="button"
                type="button"
                className="w-100 text-start"
                {...tabList.tab(id)}
                active={active === id}
              >
                {t(`tabs-component.sample.${id}.label`)}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      </Col>
      <Col sm={8} md={9}>
        <TabContent activeTab={active}>
          {tabs.map(({ id }) => (
            <TabPane key={id} tabId={id} {...tabList.panel(id)}>
              <p className="mb-0">{t(`tabs-component.sample.${id}.text`)}</p>
            </TabPane>
          ))}
        </TabContent>
      </Col>
    </Row>
  )
}
