import { AuthCover } from './components/AuthCover'
import { TwoStepsForm } from './forms/TwoStepsForm'

/** Demo variant: the shared form in the cover frame. */
export default function TwoStepsCover() {
  return (
    <AuthCover scene="twoSteps">
      <TwoStepsForm variant="cover" />
    </AuthCover>
  )
}
