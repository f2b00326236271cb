import { AuthCover } from './components/AuthCover'
import { TwoStepsForm } from './forms/TwoStepsForm'

export default function TwoStepsCover() {
  return (
    <AuthCover scene="twoSteps">
      <TwoStepsForm variant="cover" />
    </AuthCover>
  )
}
