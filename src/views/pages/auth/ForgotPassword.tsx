import { AuthCover } from './components/AuthCover'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

export default function ForgotPassword() {
  return (
    <AuthCover scene="forgotPassword">
      <ForgotPasswordForm variant="app" />
    </AuthCover>
  )
}
