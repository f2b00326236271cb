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

// reactstrap 9.2.3's overlays, configured so that the React dev build logs no warning.
//
// 1. "Failed prop type: The prop `timeout` is marked as required in `Fade`": 9.2.3 moved Fade's
//    defaults off `Fade.defaultProps` (React 18.3 deprecates defaultProps on function components),
//    but Alert, Toast and PopperContent (under Tooltip and Popover) still build their transition
//    from `Fade.defaultProps`, now undefined, so no `timeout` reaches Fade, whose prop types
//    (react-transition-group's Transition's) require one. Alert and Toast take a `transition`:
//    we pass Bootstrap's fade time. Tooltip and Popover cannot pass one down, so the timeout goes
//    into PopperContent's default transition (a class component: its defaultProps are fine), once,
//    when this module loads; import Tooltip and Popover from here so that it has.
// 2. "Support for defaultProps will be removed from function components": Popover is the one
//    function component that still has defaultProps. Our Popover renders what it renders (the
//    shared tooltip/popover wrapper with popover classes), with the same defaults as parameters.

/** Bootstrap's $transition-fade: .15s. */
const fadeTimeout = 150
/** Unmounts on exit, as reactstrap's own default did. */
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
