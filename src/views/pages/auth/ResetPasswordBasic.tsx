import { AuthBasic } from './components/AuthBasic'
import { ResetPasswordForm } from './forms/ResetPasswordForm'

export default function ResetPasswordBasic() {
  return (
    <AuthBasic scene="resetPassword">
      <ResetPasswordForm variant="basic" />
    </AuthBasic>
  )
}
