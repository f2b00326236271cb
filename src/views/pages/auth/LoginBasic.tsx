import { AuthBasic } from './components/AuthBasic'
import { LoginForm } from './forms/LoginForm'

export default function LoginBasic() {
  return (
    <AuthBasic scene="login">
      <LoginForm variant="basic" />
    </AuthBasic>
  )
}
