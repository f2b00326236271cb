import type { MenuGroup } from '../menu/types'
import { LayoutFrame, type LayoutFrameProps } from './LayoutFrame'

export function HorizontalLayout(props: Omit<LayoutFrameProps, 'kind'> & { horizontalMenu: MenuGroup[] }) {
  return <LayoutFrame kind="horizontal" {...props} />
}
