import {
  Alert as RsAlert, Popover as RsPopover, Toast as RsToast, Tooltip as RsTooltip,
  UncontrolledAlert as RsUncontrolledAlert, UncontrolledPopover as RsUncontrolledPopover, UncontrolledTooltip as RsUncontrolledTooltip,
  type AlertProps, type PopoverProps, type ToastProps, type TooltipProps, type UncontrolledPopoverProps, type UncontrolledTooltipProps
} from 'reactstrap'

// reactstrap 9.2.3 moved Fade's defaults off `Fade.defaultProps` (React 18.3 deprecates defaultProps
// on function components), but Alert, Toast and PopperContent (Tooltip, Popover) still build their
// transition from `Fade.defaultProps`, now undefined. No `timeout` reaches Fade, whose prop types
// (react-transition-group's Transition's) require one, hence "Failed prop type: The prop `timeout`
// is marked as required in `Fade`" in the dev build. These wrappers give the timeout back:
// Alert and Toast take a `transition` with Bootstrap's fade time; Tooltip and Popover do not pass a
// `transition` on to their Fade, so they show without the fade (`fade={false}` sets timeout 0).

/** Bootstrap's $transition-fade: .15s. Unmounts on exit, as reactstrap's own default did. */
const fadeTransition = { timeout: 150, unmountOnExit: true }

export const Alert = (props: AlertProps) => <RsAlert transition={fadeTransition} {...props} />
export const UncontrolledAlert = (props: AlertProps) => <RsUncontrolledAlert transition={fadeTransition} {...props} />
export const Toast = (props: ToastProps) => <RsToast transition={fadeTransition} {...props} />
export const Tooltip = (props: TooltipProps) => <RsTooltip fade={false} {...props} />
export const UncontrolledTooltip = (props: UncontrolledTooltipProps) => <RsUncontrolledTooltip fade={false} {...props} />
export const Popover = (props: PopoverProps) => <RsPopover fade={false} {...props} />
export const UncontrolledPopover = (props: UncontrolledPopoverProps) => <RsUncontrolledPopover fade={false} {...props} />
