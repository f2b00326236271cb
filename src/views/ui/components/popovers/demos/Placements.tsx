import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { UncontrolledPopover } from '@core/components/overlays'

const placements = ['top', 'right', 'bottom', 'left'] as const

/** `placement`: the side the popover opens on; it flips when there is no room. Click to open, click again to close. */
export default function PopoverPlacements() {
  return (
    <div className="demo-row">
      {placements.map((placement) => (
        <span key={placement}>
          <Button
            id={`popover-${placement}`}
            color="primary"
            outline
            type="button"
            className="text-capitalize"
          >
            {placement}
          </Button>
          <UncontrolledPopover target={`popover-${placement}`} placement={placement} trigger="legacy">
            <PopoverHeader>Popover on the {placement}</PopoverHeader>
            <PopoverBody>
              Popovers hold a title and a few lines: more than a tooltip, less than a modal.
            </PopoverBody>
          </UncontrolledPopover>
        </span>
      ))}
    </div>
  )
}
