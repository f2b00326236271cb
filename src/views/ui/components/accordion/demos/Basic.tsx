import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** One panel open at a time; the first starts open. */
export default function AccordionBasic() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState('shipping')
  const toggle = (id: string) => setOpen(open === id ? '' : id)
  return (
    <Accordion open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="shipping">{t('accordion.sample.shipping')}</AccordionHeader>
        <AccordionBody accordionId="shipping">{t('accordion.sample.shippingBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="returns">{t('accordion.sample.returns')}</AccordionHeader>
        <AccordionBody accordionId="returns">{t('accordion.sample.returnsBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="invoice">{t('accordion.sample.invoice')}</AccordionHeader>
        <AccordionBody accordionId="invoice">{t('accordion.sample.invoiceBody')}</AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
