import { useState } from 'react'
import { Button, Card, CardBody, Col, Collapse, Row } from 'reactstrap'

const panels = [
  { id: 'collapse-specs', title: 'Specifications', text: 'Oak frame, wool cover, 82 × 190 cm, 14 kg.' },
  { id: 'collapse-care', title: 'Care', text: 'Vacuum weekly; the cover washes at 30 °C.' }
]

/** Several blocks, each with its own button, and one button that toggles them all. */
export default function CollapseMultiple() {
  const [open, setOpen] = useState<string[]>([])
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  const allOpen = open.length === panels.length
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        {panels.map(({ id, title }) => (
          <Button
            key={id}
            color="primary"
            outline
            onClick={() => toggle(id)}
            aria-expanded={open.includes(id)}
            aria-controls={id}
          >
            {title}
          </Button>
        ))}
        <Button
          color="primary"
          onClick={() => setOpen(allOpen ? [] : panels.map(({ id }) => id))}
          aria-controls={panels.map(({ id }) => id).join(' ')}
          aria-expanded={allOpen}
        >
          {allOpen ? 'Hide both' : 'Show both'}
        </Button>
      </div>
      <Row className="g-3">
        {panels.map(({ id, title, text }) => (
          <Col md={6} key={id}>
            <Collapse isOpen={open.includes(id)} id={id}>
              <Card className="border shadow-none mb-0">
                <CardBody>
                  <strong>{title}:</strong> {text}
                </CardBody>
              </Card>
            </Collapse>
          </Col>
        ))}
      </Row>
    </div>
  )
}
