import { Wizard } from '../Wizard'

export default function ModernVerticalWizard() {
  return <Wizard orientation="vertical" variant="modern" />
}
