import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Col, Nav, NavItem, NavLink, Row, TabContent, TabPane } from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'

const panes = [{ id: 'general' }, { id: 'members' }, { id: 'security' }]

/** Pills stacked beside their panel: settings pages. */
export default function PillsVertical() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState('general')
  const tabList = useTabs({
    ids: panes.map(({ id }) => id),
    active,
    onSelect: setActive,
    prefix: 'pills-vertical',
    vertical: true
  })
  return (
    <Row className="g-3">
      <Col md={4}>
        <Nav pills vertical role="tablist" aria-orientation="vertical">
          {panes.map(({ id }) => (
            <NavItem key={id} role="presentation">
              <NavLink
                tag="button"
                type="button"
                className="w-100 text-start"
                {...tabList.tab(id)}
                active={active === id}
              >
                {t(`pills-component.sample.${id}.label`)}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      </Col>
      <Col md={8}>
        <TabContent activeTab={active}>
          {panes.map(({ id }) => (
            <TabPane key={id} tabId={id} {...tabList.panel(id)}>
              <p className="mb-0">{t(`pills-component.sample.${id}.text`)}</p>
            </TabPane>
          ))}
        </TabContent>
      </Col>
    </Row>
  )
}
