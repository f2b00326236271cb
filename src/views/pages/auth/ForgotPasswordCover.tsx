import { AuthCover } from './components/AuthCover'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

export default function ForgotPasswordCover() {
  return (
    <AuthCover scene="forgotPassword">
      <ForgotPasswordForm variant="cover" />
    </AuthCover>
  )
}
