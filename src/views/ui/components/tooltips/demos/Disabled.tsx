import { Button } from 'reactstrap'
import { UncontrolledTooltip } from '@core/components/overlays'

/** A disabled button gets no mouse or focus events: wrap it in a focusable span that carries the tooltip. */
export default function TooltipDisabled() {
  return (
    <div className="demo-row">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users reach it to read why */}
      <span id="tooltip-disabled" className="d-inline-block" tabIndex={0}>
        <Button color="primary" disabled style={{ pointerEvents: 'none' }}>
          Publish
        </Button>
      </span>
      <UncontrolledTooltip target="tooltip-disabled">Add a title before publishing</UncontrolledTooltip>
    </div>
  )
}
