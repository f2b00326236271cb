import { AuthCover } from './components/AuthCover'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

export default function ResetPasswordCover() {
  return (
    <AuthCover scene="resetPassword">
      <ResetPasswordForm variant="cover" />
    </AuthCover>
  )
}
