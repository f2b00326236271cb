import { AuthBasic } from './components/AuthBasic'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

/** Demo variant: the shared form in the basic frame. */
export default function ResetPasswordBasic() {
  return (
    <AuthBasic scene="resetPassword">
      <ResetPasswordForm variant="basic" />
    </AuthBasic>
  )
}
