import { AuthBasic } from './components/AuthBasic'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

export default function ForgotPasswordBasic() {
  return (
    <AuthBasic scene="forgotPassword">
      <ForgotPasswordForm variant="basic" />
    </AuthBasic>
  )
}
