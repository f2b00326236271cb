import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Card, CardBody, Col, Collapse, Row } from 'reactstrap'

const panels = [
  { id: 'collapse-specs', key: 'specs' },
  { id: 'collapse-care', key: 'care' }
]

/** Several blocks, each with its own button, and one button that toggles them all. */
export default function CollapseMultiple() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState<string[]>([])
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  const allOpen = open.length === panels.length
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        {panels.map(({ id, key }) => (
          <Button
            key={id}
            color="primary"
            outline
            onClick={() => toggle(id)}
            aria-expanded={open.includes(id)}
            aria-controls={id}
          >
            {t(`collapse.sample.${key}`)}
          </Button>
        ))}
        <Button
          color="primary"
          onClick={() => setOpen(allOpen ? [] : panels.map(({ id }) => id))}
          aria-controls={panels.map(({ id }) => id).join(' ')}
          aria-expanded={allOpen}
        >
          {allOpen ? t('collapse.sample.hideBoth') : t('collapse.sample.showBoth')}
        </Button>
      </div>
      <Row className="g-3">
        {panels.map(({ id, key }) => (
          <Col md={6} key={id}>
            <Collapse isOpen={open.includes(id)} id={id}>
              <Card className="border shadow-none mb-0">
                <CardBody>
                  <strong>{t('collapse.sample.colon', { title: t(`collapse.sample.${key}`) })}</strong>{' '}
                  {t(`collapse.sample.${key}Text`)}
                </CardBody>
              </Card>
            </Collapse>
          </Col>
        ))}
      </Row>
    </div>
  )
}
