import { Wizard } from '../Wizard'

export default function HorizontalWizard() {
  return <Wizard />
}
