import { AuthCover } from './components/AuthCover'
import { LoginForm } from './forms/LoginForm'

export default function Login() {
  return (
    <AuthCover scene="login">
      <LoginForm variant="app" />
    </AuthCover>
  )
}
