import { Wizard } from '../Wizard'

export default function VerticalWizard() {
  return <Wizard orientation="vertical" />
}
