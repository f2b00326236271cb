import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { UncontrolledPopover } from '@core/components/overlays'

const triggers = [
  ['click', 'On click'],
  ['focus', 'On focus'],
  ['hover focus', 'On hover or focus']
] as const

/** `trigger`: what opens the popover. Keyboard users reach every one with Tab (and Enter for click). */
export default function PopoverTriggers() {
  return (
    <div className="demo-row">
      {triggers.map(([trigger, label], index) => (
        <span key={trigger}>
          <Button id={`popover-trigger-${index}`} color="primary" type="button">
            {label}
          </Button>
          <UncontrolledPopover target={`popover-trigger-${index}`} trigger={trigger} placement="bottom">
            <PopoverHeader>{label}</PopoverHeader>
            <PopoverBody>Opened by the “{trigger}” trigger.</PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
