import { Wizard } from '../Wizard'

export default function ModernWizard() {
  return <Wizard variant="modern" />
}
