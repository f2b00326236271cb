import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/overlays'

const triggers = [
  ['hover focus', 'Hover or focus'],
  ['click', 'Click'],
  ['focus', 'Focus only']
] as const

/** `trigger`: hover and focus by default, so keyboard users see it too; or a click. */
export default function TooltipTriggers() {
  return (
    <div className="demo-row">
      {triggers.map(([trigger, label], index) => (
        <span key={trigger}>
          <Button id={`tooltip-trigger-${index}`} color="primary">
            {label}
          </Button>
          <UncontrolledTooltip target={`tooltip-trigger-${index}`} trigger={trigger} placement="bottom">
            Opened by “{trigger}”
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
