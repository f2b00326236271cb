import { AuthCover } from './components/AuthCover'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

/** Demo variant: the shared form in the cover frame. */
export default function ResetPasswordCover() {
  return (
    <AuthCover scene="resetPassword">
      <ResetPasswordForm variant="cover" />
    </AuthCover>
  )
}
