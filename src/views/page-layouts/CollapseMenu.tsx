import { LayoutDemo } from './LayoutDemo'

export default function CollapseMenu() {
  return <LayoutDemo name="collapseMenu" meta="{ menuCollapsed: true }" />
}
