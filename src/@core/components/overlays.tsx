import {
  Alert as RsAlert,
  Toast as RsToast,
  UncontrolledAlert as RsUncontrolledAlert,
  type AlertProps,
  type ToastProps
} from 'reactstrap'

// reactstrap 9.2.3 lost Fade's default timeout: set here, so no warning. Popovers and tooltips are in popovers.tsx,
// so an alert does not load their positioning library.

/** Bootstrap's $transition-fade: .15s. */
export const fadeTimeout = 150
const fadeTransition = { timeout: fadeTimeout, unmountOnExit: true }

export const Alert = (props: AlertProps) => <RsAlert transition={fadeTransition} {...props} />
export const UncontrolledAlert = (props: AlertProps) => (
  <RsUncontrolledAlert transition={fadeTransition} {...props} />
)
export const Toast = (props: ToastProps) => <RsToast transition={fadeTransition} {...props} />
