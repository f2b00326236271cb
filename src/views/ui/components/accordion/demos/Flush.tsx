import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** No outer border or rounded corners: sits edge to edge inside a card or a sidebar. */
export default function AccordionFlush() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState('')
  const toggle = (id: string) => setOpen(open === id ? '' : id)
  return (
    <Accordion flush open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="plan">{t('accordion.sample.plan')}</AccordionHeader>
        <AccordionBody accordionId="plan">{t('accordion.sample.planBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="trial">{t('accordion.sample.trial')}</AccordionHeader>
        <AccordionBody accordionId="trial">{t('accordion.sample.trialBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="cancel">{t('accordion.sample.cancel')}</AccordionHeader>
        <AccordionBody accordionId="cancel">{t('accordion.sample.cancelBody')}</AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
