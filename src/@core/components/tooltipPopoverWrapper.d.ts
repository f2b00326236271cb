// reactstrap ships no types for its internal tooltip/popover wrapper (src/@core/components/overlays.tsx).
declare module 'reactstrap/esm/TooltipPopoverWrapper' {
  import type { ComponentType } from 'react'
  import type { PopoverProps } from 'reactstrap'

  const TooltipPopoverWrapper: ComponentType<PopoverProps & { placementPrefix?: string }>
  export default TooltipPopoverWrapper
}
