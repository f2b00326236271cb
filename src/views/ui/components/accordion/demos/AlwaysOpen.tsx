import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

/** `open` as a list: opening one panel leaves the others as they are. */
export default function AccordionAlwaysOpen() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState<string[]>(['morning', 'evening'])
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  return (
    <Accordion open={open} toggle={toggle}>
      <AccordionItem>
        <AccordionHeader targetId="morning">{t('accordion.sample.morning')}</AccordionHeader>
        <AccordionBody accordionId="morning">{t('accordion.sample.morningBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="day">{t('accordion.sample.day')}</AccordionHeader>
        <AccordionBody accordionId="day">{t('accordion.sample.dayBody')}</AccordionBody>
      </AccordionItem>
      <AccordionItem>
        <AccordionHeader targetId="evening">{t('accordion.sample.evening')}</AccordionHeader>
        <AccordionBody accordionId="evening">{t('accordion.sample.eveningBody')}</AccordionBody>
      </AccordionItem>
    </Accordion>
  )
}
