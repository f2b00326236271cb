import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

const options = [
  ['with', true],
  ['without', false],
  ['static', 'static']
] as const

type Option = (typeof options)[number]

/** `backdrop`: dim the page (a click outside closes), leave it as is, or `static` (only the close button closes). */
export default function OffcanvasBackdrop() {
  const { t } = useTranslation('components')
  const [option, setOption] = useState<Option | null>(null)
  const close = () => setOption(null)
  return (
    <div className="demo-row">
      {options.map((entry) => (
        <Button key={entry[0]} color="primary" outline onClick={() => setOption(entry)}>
          {t(`offcanvas.sample.${entry[0]}`)}
        </Button>
      ))}
      <Offcanvas
        isOpen={option !== null}
        toggle={close}
        backdrop={option?.[1] ?? true}
        keyboard={option?.[0] !== 'static'}
        labelledBy="offcanvas-backdrop-title"
      >
        <OffcanvasHeader toggle={close}>
          <span id="offcanvas-backdrop-title">{option && t(`offcanvas.sample.${option[0]}`)}</span>
        </OffcanvasHeader>
        <OffcanvasBody>
          {option?.[0] === 'static' ? t('offcanvas.sample.staticBody') : t('offcanvas.sample.body')}
        </OffcanvasBody>
      </Offcanvas>
    </div>
  )
}
