import { AuthCover } from './components/AuthCover'
import { RegisterForm } from './forms/RegisterForm'

/** The app's own page (restricted: visitors only), in the cover design. */
export default function Register() {
  return (
    <AuthCover scene="register">
      <RegisterForm variant="app" />
    </AuthCover>
  )
}
