import { useState } from 'react'
// reactstrap's own Popover only adds class names to this wrapper; neither it nor PopperContent is typed.
import TooltipPopoverWrapper from 'reactstrap/esm/TooltipPopoverWrapper'
import * as reactstrap from 'reactstrap'
import {
  Alert as RsAlert,
  Toast as RsToast,
  UncontrolledAlert as RsUncontrolledAlert,
  type AlertProps,
  type PopoverProps,
  type ToastProps,
  type UncontrolledPopoverProps
} from 'reactstrap'

// reactstrap 9.2.3 lost Fade's default timeout and keeps Popover's defaultProps: both set here, so no warning.

/** Bootstrap's $transition-fade: .15s. */
const fadeTimeout = 150
const fadeTransition = { timeout: fadeTimeout, unmountOnExit: true }

const popperDefaults = (
  reactstrap as unknown as { PopperContent?: { defaultProps?: { transition?: object } } }
).PopperContent?.defaultProps
if (popperDefaults) popperDefaults.transition = { ...popperDefaults.transition, timeout: fadeTimeout }

export const Alert = (props: AlertProps) => <RsAlert transition={fadeTransition} {...props} />
export const UncontrolledAlert = (props: AlertProps) => (
  <RsUncontrolledAlert transition={fadeTransition} {...props} />
)
export const Toast = (props: ToastProps) => <RsToast transition={fadeTransition} {...props} />
export { UncontrolledTooltip } from 'reactstrap'

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
