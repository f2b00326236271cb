import { LayoutFrame, type LayoutFrameProps } from './LayoutFrame'

export function VerticalLayout(props: Omit<LayoutFrameProps, 'kind' | 'horizontalMenu'>) {
  return <LayoutFrame kind="vertical" {...props} />
}
