import { AuthCover } from './components/AuthCover'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

/** Demo variant: the shared form in the cover frame. */
export default function ForgotPasswordCover() {
  return (
    <AuthCover scene="forgotPassword">
      <ForgotPasswordForm variant="cover" />
    </AuthCover>
  )
}
