import { AuthCover } from './components/AuthCover'
import { ForgotPasswordForm } from './forms/ForgotPasswordForm'

/** The app's own page (restricted: visitors only), in the cover design. */
export default function ForgotPassword() {
  return (
    <AuthCover scene="forgotPassword">
      <ForgotPasswordForm variant="app" />
    </AuthCover>
  )
}
