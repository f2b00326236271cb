import { AuthBasic } from './components/AuthBasic'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

/** Demo variant: the shared form in the basic frame. */
export default function ForgotPasswordBasic() {
  return (
    <AuthBasic scene="forgotPassword">
      <ForgotPasswordForm variant="basic" />
    </AuthBasic>
  )
}
