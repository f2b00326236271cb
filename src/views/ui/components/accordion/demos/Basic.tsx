import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** One panel open at a time; the first starts open. */
export default function AccordionBasic() {
  const [open, setOpen] = useState('shipping')
  const toggle = (id: string) => setOpen(open === id ? '' : id)
  return (
    <Accordion open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="shipping">When will my order ship?</AccordionHeader>
        <AccordionBody accordionId="shipping">
          Orders placed before 2 pm leave our warehouse the same working day. You get a tracking link by
          e-mail as soon as the parcel is scanned.
        </AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="returns">Can I return an item?</AccordionHeader>
        <AccordionBody accordionId="returns">
          Yes, within 30 days and free of charge. Start the return from your order history and drop the parcel
          at any pick-up point.
        </AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="invoice">Where do I find my invoice?</AccordionHeader>
        <AccordionBody accordionId="invoice">
          Every invoice is attached to the shipping e-mail and stays downloadable from your account for seven
          years.
        </AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
