// reactstrap ships no types for its internal tooltip/popover wrapper.
declare module 'reactstrap/esm/TooltipPopoverWrapper' {
  import type { ComponentType } from 'react'
  import type { PopoverProps } from 'reactstrap'

  const TooltipPopoverWrapper: ComponentType<PopoverProps & { placementPrefix?: string }>
  export default TooltipPopoverWrapper
}
