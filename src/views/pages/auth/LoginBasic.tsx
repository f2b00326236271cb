import { AuthBasic } from './components/AuthBasic'
import { LoginForm } from './forms/LoginForm'

/** Demo variant: the shared form in the basic frame. */
export default function LoginBasic() {
  return (
    <AuthBasic scene="login">
      <LoginForm variant="basic" />
    </AuthBasic>
  )
}
