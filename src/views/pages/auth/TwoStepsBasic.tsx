import { AuthBasic } from './components/AuthBasic'
import { TwoStepsForm } from './forms/TwoStepsForm'

export default function TwoStepsBasic() {
  return (
    <AuthBasic scene="twoSteps">
      <TwoStepsForm variant="basic" />
    </AuthBasic>
  )
}
