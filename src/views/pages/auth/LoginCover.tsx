import { AuthCover } from './components/AuthCover'
import { LoginForm } from './forms/LoginForm'

/** Demo variant: the shared form in the cover frame. */
export default function LoginCover() {
  return (
    <AuthCover scene="login">
      <LoginForm variant="cover" />
    </AuthCover>
  )
}
