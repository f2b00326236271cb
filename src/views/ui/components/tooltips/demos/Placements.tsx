import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/overlays'

const placements = ['top', 'right', 'bottom', 'left'] as const

/** `placement`: the side the tooltip opens on; it flips when there is no room. */
export default function TooltipPlacements() {
  return (
    <div className="demo-row">
      {placements.map((placement) => (
        <span key={placement}>
          <Button id={`tooltip-${placement}`} color="primary" outline className="text-capitalize">
            {placement}
          </Button>
          <UncontrolledTooltip target={`tooltip-${placement}`} placement={placement}>
            Tooltip on the {placement}
          </UncontrolledTooltip>
        </span>
      ))}
    </div>
  )
}
