import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

const options = [
  ['with', 'With backdrop', true],
  ['without', 'Without backdrop', false],
  ['static', 'Static backdrop', 'static']
] as const

type Option = (typeof options)[number]

/** `backdrop`: dim the page (a click outside closes), leave it as is, or `static` (only the close button closes). */
export default function OffcanvasBackdrop() {
  const [option, setOption] = useState<Option | null>(null)
  const close = () => setOption(null)
  return (
    <div className="demo-row">
      {options.map((entry) => (
        <Button key={entry[0]} color="primary" outline onClick={() => setOption(entry)}>
          {entry[1]}
        </Button>
      ))}
      <Offcanvas
        isOpen={option !== null}
        toggle={close}
        backdrop={option?.[2] ?? true}
        keyboard={option?.[0] !== 'static'}
        labelledBy="offcanvas-backdrop-title"
      >
        <OffcanvasHeader toggle={close}>
          <span id="offcanvas-backdrop-title">{option?.[1]}</span>
        </OffcanvasHeader>
        <OffcanvasBody>
          {option?.[0] === 'static'
            ? 'Clicking outside does nothing: use the close button.'
            : 'Click outside the panel or press Escape to close it.'}
        </OffcanvasBody>
      </Offcanvas>
    </div>
  )
}
