import { LayoutDemo } from './LayoutDemo'

export default function WithoutMenu() {
  return <LayoutDemo name="withoutMenu" meta="{ menuHidden: true }" />
}
