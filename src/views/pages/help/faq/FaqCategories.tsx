import { useState } from 'react'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  Accordion,
  AccordionBody,
  AccordionHeader,
  AccordionItem,
  Badge,
  Col,
  Nav,
  NavItem,
  NavLink,
  Row
} from 'reactstrap'
import { useTabs } from '@core/hooks/useTabs'
import { faqCategoryIds, type FaqCategoryId, type FaqResponse } from '../contract'
import { HelpIcon } from '../icons'

interface Props {
  faq: FaqResponse
  q: string
  active: FaqCategoryId
  onSelect: (category: FaqCategoryId) => void
}

export function FaqCategories({ faq, q, active, onSelect }: Props) {
  const { t } = useTranslation('help')
  // A search shows the matches: the chosen category gives way to the first that has any.
  const shown =
    q && faq[active].qandA.length === 0
      ? (faqCategoryIds.find((id) => faq[id].qandA.length > 0) ?? active)
      : active
  const tabs = useTabs({ ids: faqCategoryIds, active: shown, onSelect, prefix: 'faq', vertical: true })
  const hits = faqCategoryIds.reduce((sum, id) => sum + faq[id].qandA.length, 0)
  if (q && hits === 0)
    return (
      <p className="help-empty text-center text-body-secondary py-5" role="status">
        <SearchX size={32} className="d-block mx-auto mb-2" aria-hidden="true" />
        {t('faq.noResults', { q })}
      </p>
    )
  const category = faq[shown]
  return (
    <Row className="g-4 mb-4">
      <Col md={4} lg={3}>
        <Nav pills vertical role="tablist" aria-orientation="vertical" aria-label={t('faq.categories')}>
          {faqCategoryIds.map((id) => {
            return (
              <NavItem key={id} role="presentation">
                <NavLink
                  tag="button"
                  type="button"
                  className="help-tab w-100 text-start d-flex gap-2"
                  active={id === shown}
                  {...tabs.tab(id)}
                >
                  <HelpIcon name={faq[id].icon} size={20} className="flex-shrink-0 mt-1" />
                  <span className="flex-grow-1">
                    <span className="d-block fw-semibold">{faq[id].title}</span>
                    <small className="help-tab-subtitle">{faq[id].subtitle}</small>
                  </span>
                  {q && (
                    <Badge pill color="light" className="text-body align-self-center">
                      {faq[id].qandA.length}
                    </Badge>
                  )}
                </NavLink>
              </NavItem>
            )
          })}
        </Nav>
      </Col>
      <Col md={8} lg={9} {...tabs.panel(shown)}>
        <div className="d-flex align-items-center gap-3 mb-3">
          <span className="help-icon bg-primary-subtle text-primary">
            <HelpIcon name={category.icon} size={22} />
          </span>
          <div>
            <h2 className="h4 mb-0">{category.title}</h2>
            <small className="text-body-secondary">{category.subtitle}</small>
          </div>
        </div>
        <QuestionList key={`${shown}|${q}`} items={category.qandA} />
      </Col>
    </Row>
  )
}

export function QuestionList({ items }: { items: FaqResponse[FaqCategoryId]['qandA'] }) {
  const [open, setOpen] = useState('0')
  return (
    <Accordion open={open} toggle={(id) => setOpen(open === id ? '' : id)} className="help-accordion">
      {items.map((item, index) => (
        <AccordionItem key={item.question}>
          <AccordionHeader tag="h3" targetId={String(index)}>
            <bdi>{item.question}</bdi>
          </AccordionHeader>
          <AccordionBody accordionId={String(index)}>
            <bdi>{item.ans}</bdi>
          </AccordionBody>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
