import { AuthCover } from './components/AuthCover'
import { LoginForm } from './forms/LoginForm'

/** The app's own page (restricted: visitors only), in the cover design. */
export default function Login() {
  return (
    <AuthCover scene="login">
      <LoginForm variant="app" />
    </AuthCover>
  )
}
