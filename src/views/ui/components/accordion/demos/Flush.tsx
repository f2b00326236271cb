import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** No outer border or rounded corners: sits edge to edge inside a card or a sidebar. */
export default function AccordionFlush() {
  const [open, setOpen] = useState('')
  const toggle = (id: string) => setOpen(open === id ? '' : id)
  return (
    <Accordion flush open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="plan">Which plan is right for my team?</AccordionHeader>
        <AccordionBody accordionId="plan">
          Start with Team for up to ten people; Company adds single sign-on and audit logs.
        </AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="trial">Is there a free trial?</AccordionHeader>
        <AccordionBody accordionId="trial">Every plan runs free for 14 days, no card needed.</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="cancel">How do I cancel?</AccordionHeader>
        <AccordionBody accordionId="cancel">
          From Billing, at any time; you keep access until the end of the period you paid for.
        </AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
