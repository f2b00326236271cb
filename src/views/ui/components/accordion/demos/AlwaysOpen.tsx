import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** `open` as a list: opening one panel leaves the others as they are. */
export default function AccordionAlwaysOpen() {
  const [open, setOpen] = useState<string[]>(['morning', 'evening'])
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  return (
    <Accordion open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="morning">Morning shift · 6:00–14:00</AccordionHeader>
        <AccordionBody accordionId="morning">
          Inga Solberg and Mateo Ruiz on the packing line; Priya Raman at the front desk.
        </AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="day">Day shift · 10:00–18:00</AccordionHeader>
        <AccordionBody accordionId="day">
          Jonas Berg on returns; Chloé Martin handling supplier calls.
        </AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="evening">Evening shift · 14:00–22:00</AccordionHeader>
        <AccordionBody accordionId="evening">
          Amara Okafor and Lukas Weber closing the warehouse.
        </AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
