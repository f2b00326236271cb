import { LayoutDemo } from './LayoutDemo'

export default function LayoutBoxed() {
  return <LayoutDemo name="layoutBoxed" meta="{ contentWidth: 'boxed' }" />
}
