import { AuthCover } from './components/AuthCover'
import { LoginForm } from './forms/LoginForm'

export default function LoginCover() {
  return (
    <AuthCover scene="login">
      <LoginForm variant="cover" />
    </AuthCover>
  )
}
