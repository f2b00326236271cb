import { useState } from 'react'
// reactstrap's own Popover only adds class names to this wrapper; neither it nor PopperContent is typed.
import TooltipPopoverWrapper from 'reactstrap/esm/TooltipPopoverWrapper'
import * as reactstrap from 'reactstrap'
import type { PopoverProps, UncontrolledPopoverProps } from 'reactstrap'
import { fadeTimeout } from './overlays'

// reactstrap 9.2.3 keeps Popover's defaultProps and lost Fade's default timeout: both set here, so no warning.
const popperDefaults = (
  reactstrap as unknown as { PopperContent?: { defaultProps?: { transition?: object } } }
).PopperContent?.defaultProps
if (popperDefaults) popperDefaults.transition = { ...popperDefaults.transition, timeout: fadeTimeout }

export { Tooltip, UncontrolledTooltip } from 'reactstrap'

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

export function Popover({
  placement = 'right',
  trigger = 'click',
  offset = [0, 8],
  arrowClassName,
  popperClassName,
  innerClassName,
  ...props
}: PopoverProps) {
  return (
    <TooltipPopoverWrapper
      {...props}
      placement={placement}
      placementPrefix="bs-popover"
      trigger={trigger}
      offset={offset}
      arrowClassName={join('popover-arrow', arrowClassName)}
      popperClassName={join('popover', 'show', popperClassName)}
      innerClassName={join('popover-inner', innerClassName)}
    />
  )
}

export function UncontrolledPopover({ defaultOpen = false, ...props }: UncontrolledPopoverProps) {
  const [isOpen, setOpen] = useState(defaultOpen)
  return <Popover {...props} isOpen={isOpen} toggle={() => setOpen((open) => !open)} />
}
