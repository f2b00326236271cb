import { AuthCover } from './components/AuthCover'
import { RegisterForm } from './forms/RegisterForm'

export default function Register() {
  return (
    <AuthCover scene="register">
      <RegisterForm variant="app" />
    </AuthCover>
  )
}
