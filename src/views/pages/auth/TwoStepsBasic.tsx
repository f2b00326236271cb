import { AuthBasic } from './components/AuthBasic'
import { TwoStepsForm } from './forms/TwoStepsForm'

/** Demo variant: the shared form in the basic frame. */
export default function TwoStepsBasic() {
  return (
    <AuthBasic scene="twoSteps">
      <TwoStepsForm variant="basic" />
    </AuthBasic>
  )
}
